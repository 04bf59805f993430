import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { shopApi } from "../../src/core/api/shopApi";
import { signedIn } from "../../src/core/auth/authSlice";
import { setConfig } from "../../src/core/config";
import { noticeStore } from "../../src/core/notify";
import { shopStore } from "../../src/core/store";
import type { Product } from "../../src/core/types";
import { ProductForm } from "../../src/features/catalog/productFormScreens";
import { AllProducts, CategoryProducts } from "../../src/features/catalog/productListScreens";
import { ShopProvider } from "../../src/shell/ShopProvider";
import {
  cleanup,
  click,
  expect,
  getByRole,
  getByText,
  json,
  ok,
  pressKey,
  queryByText,
  render,
  stubFetch,
  type,
  waitFor,
} from "./harness";

const product = (id: number, change: Partial<Product> = {}): Product => ({
  id,
  product_name: `Product ${id}`,
  description: "one two three four five six seven",
  category_id: 7,
  brand_id: 3,
  stock: 4,
  price: 12.5,
  compared_price: null,
  bar_code: "00123",
  status: "PUBLISHED",
  created_at: "2026-11-01T10:00:00Z",
  brand: { id: 3, brand_name: "Nordic Vapor" },
  category: { id: 7, category_name: "Pods" },
  productImages: [
    { image_id: 21, display_order: 2, file: { id: 21, img_url: "/img/b.png" } },
    { image_id: 20, display_order: 1, file: { id: 20, img_url: "/img/a.png" } },
  ],
  productFlavours: [{ flavor_id: 1, flavours: { id: 1, flavour_name: "Mango" } }],
  productDevices: [{ device_id: 2, device: { id: 2, device_name: "Pod kit" } }],
  productNicotines: [],
  ...change,
});

const options: Record<string, unknown> = {
  "/api/flavour/get": [{ id: 1, flavour_name: "Mango", description: "" }],
  "/api/device/get": [{ id: 2, device_name: "Pod kit", description: "" }],
  "/api/nicotine/get": [{ id: 5, nicotine_strength: "20", unit: "mg", description: "" }],
  "/api/brand/get": [
    { id: 3, brand_name: "Nordic Vapor", description: "", image_url: "", categoryCount: 1 },
    { id: 4, brand_name: "Aroma Labs", description: "", image_url: "", categoryCount: 1 },
  ],
  "/api/category/get": [{ id: 7, category_name: "Pods", description: "", image_url: "", brand_id: 3, productCount: 1 }],
  "/api/categories/brandId/3": [
    { id: 7, category_name: "Pods", description: "", image_url: "", brand_id: 3, productCount: 1 },
  ],
  "/api/categories/brandId/4": [],
  "/api/categoryById/get/7": { id: 7, category_name: "Pods", description: "", image_url: "", brand_id: 3 },
};

let restoreFetch: () => void = () => {};
const requests: { url: string; method: string; body?: string }[] = [];

/** Answers the form's and filters' option lists; `handler` answers the rest. */
function answer(handler: (url: string, method: string) => Response | Promise<Response>) {
  requests.length = 0;
  restoreFetch = stubFetch(async (url, init) => {
    const method = init?.method ?? "GET";
    requests.push({ url, method, body: typeof init?.body === "string" ? init.body : undefined });
    const path = new URL(url, location.href).pathname;
    if (method === "GET" && path in options) return ok(options[path]);
    return handler(url, method);
  });
}

/** The id of the control a visible label names. */
const getLabelFor = (text: string) =>
  Array.from(document.querySelectorAll("label")).find((label) => label.textContent === text)!.htmlFor;
const productRequests = () => requests.filter((request) => /\/api\/(products|product\/categoryId)/.test(request.url));
const sentQueries = () => productRequests().map((request) => new URL(request.url, location.href).searchParams);
const lastProductQuery = () => new URL(productRequests().at(-1)!.url, location.href).searchParams;

async function renderAt(path: string, state?: unknown) {
  const [pathname, search = ""] = path.split("?");
  const router = createMemoryRouter(
    [
      { path: "/all-products", element: <AllProducts /> },
      { path: "/product/:categoryId", element: <CategoryProducts /> },
      { path: "/add-all-product", element: <ProductForm /> },
      { path: "/add-product/:categoryId", element: <ProductForm /> },
    ],
    { initialEntries: [{ pathname, search: search ? `?${search}` : "", state }] },
  );
  await render(
    <ShopProvider>
      <RouterProvider router={router} />
    </ShopProvider>,
  );
  return router;
}

beforeEach(() => {
  setConfig({ apiBase: "/api" });
  shopStore.dispatch(shopApi.util.resetApiState());
  shopStore.dispatch(signedIn({ token: "t", userStatus: "ADMIN" }));
});

afterEach(async () => {
  restoreFetch();
  await cleanup();
  noticeStore.clear();
});

describe("product lists", () => {
  it("shows a skeleton, then the page: name, image, price, 5 words, brand, category", async () => {
    let release: (response: Response) => void = () => {};
    answer(() => new Promise((resolve) => (release = resolve)));
    await renderAt("/all-products?status=PUBLISHED&page=1");
    await waitFor(() => expect(document.querySelector("table[aria-busy='true'] tr[data-skeleton]")).to.exist);
    await act(async () => release(ok({ products: [product(1)], totalProducts: 1 })));
    await waitFor(() => expect(getByText("Product 1")).to.exist);
    const row = getByText("Product 1").closest("tr")!;
    expect(row.textContent).to.contain("€12.50");
    expect(row.textContent).to.contain("one two three four five…");
    expect(row.textContent).to.not.contain("six");
    expect(row.textContent).to.contain("Nordic Vapor");
    expect(row.textContent).to.contain("Pods");
    expect(row.querySelector("img")!.getAttribute("src")).to.equal("/img/a.png");
    expect(Object.fromEntries(lastProductQuery())).to.deep.equal({ page: "1", limit: "10", status: "PUBLISHED" });
  });

  it("says No Product Found when the page is empty", async () => {
    answer(() => ok({ products: [], totalProducts: 0 }));
    await renderAt("/product/7?brandId=3&status=DRAFT&page=1");
    await waitFor(() => expect(getByText("No Product Found")).to.exist);
    expect(productRequests()[0].url).to.contain("/api/product/categoryId/7?");
    expect(lastProductQuery().get("status")).to.equal("DRAFT");
    expect(getByRole("link", "ADD PRODUCT").getAttribute("href")).to.equal("/add-product/7?brandId=3");
  });

  it("a failed load shows the server's message and a retry", async () => {
    let calls = 0;
    answer(() =>
      ++calls === 1
        ? json({ success: false, message: "Database unavailable", body: null }, 500)
        : ok({ products: [product(2)], totalProducts: 1 }),
    );
    await renderAt("/all-products");
    await waitFor(() => expect(getByText("Error fetching products")).to.exist);
    expect(getByText("Database unavailable")).to.exist;
    await click(getByRole("button", "Retry"));
    await waitFor(() => expect(getByText("Product 2")).to.exist);
  });

  it("pages are numbered with an ellipsis; the page and filters live in the URL and reach the server", async () => {
    answer(() => ok({ products: [product(1)], totalProducts: 95 }));
    const router = await renderAt("/all-products?status=PUBLISHED&page=1&brandId=3");
    await waitFor(() => expect(getByRole("button", "Page 10")).to.exist);
    expect(queryByText("…")).to.exist;
    expect(lastProductQuery().get("brandId")).to.equal("3");
    // The next page is asked for in the background.
    await waitFor(() => expect(sentQueries().some((query) => query.get("page") === "2")).to.be.true);
    await click(getByRole("button", "Page 3"));
    await waitFor(() => expect(getByRole("button", "Page 3").getAttribute("aria-current")).to.equal("page"));
    expect(sentQueries().some((query) => query.get("page") === "3" && query.get("brandId") === "3")).to.be.true;
    expect(router.state.location.search).to.contain("page=3");
    await click(getByRole("button", "Next page"));
    await waitFor(() => expect(router.state.location.search).to.contain("page=4"));

    await type(getByRole("textbox", "Search products by name"), "mango");
    await waitFor(() => expect(router.state.location.search).to.contain("search=mango"));
    expect(router.state.location.search).to.contain("page=1");
    await waitFor(
      () =>
        expect(sentQueries().some((query) => query.get("search") === "mango" && query.get("page") === "1")).to.be.true,
    );
  });

  it("a page past the end shows the last page", async () => {
    answer((url) =>
      ok({
        products: [product(new URL(url, location.href).searchParams.get("page") === "3" ? 3 : 9)],
        totalProducts: 25,
      }),
    );
    const router = await renderAt("/all-products?status=PUBLISHED&page=9");
    await waitFor(() => expect(getByText("Product 3")).to.exist);
    expect(router.state.location.search).to.contain("page=3");
  });

  it("a refused delete says Failed to delete product with the server's reason", async () => {
    answer((url, method) =>
      method === "DELETE"
        ? json({ success: false, message: "This product is part of orders and cannot be deleted", body: null }, 409)
        : ok({ products: [product(1)], totalProducts: 1 }),
    );
    await renderAt("/all-products");
    await waitFor(() => expect(getByText("Product 1")).to.exist);
    await click(getByRole("button", "Actions for Product 1"));
    await click(getByRole("menuitem", "Delete"));
    await click(getByRole("button", "Delete"));
    await waitFor(() => expect(getByText('Failed to delete product "Product 1"')).to.exist);
    expect(getByText("This product is part of orders and cannot be deleted")).to.exist;
    expect(requests.some((request) => request.method === "DELETE" && request.url.endsWith("/product/delete/1"))).to.be
      .true;
  });

  it("the preview is a dialog that keeps focus inside and closes with Escape", async () => {
    answer(() => ok({ products: [product(1, { compared_price: 9, bar_code: null })], totalProducts: 1 }));
    await renderAt("/all-products");
    await waitFor(() => expect(getByText("Product 1")).to.exist);
    await click(getByRole("button", "Actions for Product 1"));
    await click(getByRole("menuitem", "View Product"));
    const dialog = getByRole("dialog", "Product 1");
    expect(dialog.getAttribute("aria-modal")).to.equal("true");
    expect(document.activeElement).to.equal(getByRole("button", "Close"));
    expect(dialog.querySelector('[data-field="compared_price"]')!.textContent).to.equal("€9.00");
    expect(dialog.querySelector('[data-field="bar_code"]')!.textContent).to.equal("N/A");
    expect(dialog.textContent).to.contain("Mango");
    expect(dialog.textContent).to.contain("Pod kit");
    // Tab from the last control goes back to the first.
    getByRole("button", "Show image 2").focus();
    await pressKey(dialog, "Tab");
    expect(document.activeElement).to.equal(getByRole("button", "Close"));
    await pressKey(dialog, "Escape");
    expect(queryByText("B2B price (€)")).to.equal(null);
  });
});

describe("product form", () => {
  const editing = product(8);
  const editPath = "/add-all-product?id=8";
  const state = { product: editing, from: "/all-products?status=DRAFT&page=2" };

  it("a new product needs at least 2 images before anything is sent", async () => {
    answer(() => ok(null));
    await renderAt("/add-all-product");
    await waitFor(() => expect(getByRole("button", "Submit")).to.exist);
    expect((getByRole("checkbox", "Published") as HTMLInputElement).checked).to.equal(false);
    await click(getByRole("button", "Submit"));
    await waitFor(() => expect(getByRole("alert", "Please select at least 2 images.")).to.exist);
    expect(requests.filter((request) => request.method !== "GET")).to.have.length(0);
  });

  it("missing required fields are marked, with the spec's message, and nothing is sent", async () => {
    answer(() => ok(null));
    await renderAt(editPath, state);
    await waitFor(() =>
      expect((getByRole("textbox", "Product name *") as HTMLInputElement).value).to.equal("Product 8"),
    );
    await type(getByRole("textbox", "Product name *"), " ");
    await waitFor(() => expect(getByRole("button", "Remove Mango")).to.exist);
    await click(getByRole("button", "Remove Mango"));
    await click(getByRole("button", "Update"));
    await waitFor(() => expect(getByRole("alert", "Please fill the required fields")).to.exist);
    expect(getByRole("textbox", "Product name *").getAttribute("aria-invalid")).to.equal("true");
    expect(requests.filter((request) => request.method !== "GET")).to.have.length(0);
  });

  it("brand and category must both be chosen: changing the brand asks for its category again", async () => {
    answer(() => ok(null));
    await renderAt(editPath, state);
    const brand = await waitFor(() => {
      const select = document.getElementById(getLabelFor("Brand *")) as HTMLSelectElement | null;
      expect(select!.value).to.equal("3");
      return select!;
    });
    await act(async () => {
      brand.value = "4";
      brand.dispatchEvent(new Event("change", { bubbles: true }));
    });
    const category = document.getElementById(getLabelFor("Category *")) as HTMLSelectElement;
    expect(category.value).to.equal("");
    await click(getByRole("button", "Update"));
    await waitFor(() => expect(getByRole("alert", "Please select Category and Brand")).to.exist);
    expect(category.getAttribute("aria-invalid")).to.equal("true");
    expect(requests.filter((request) => request.method !== "GET")).to.have.length(0);
  });

  it("a failed save keeps every field and image and stays on the form", async () => {
    answer((url, method) =>
      method === "PUT"
        ? json({ success: false, message: "The category does not belong to the selected brand", body: null }, 400)
        : ok(null),
    );
    const router = await renderAt(editPath, state);
    await waitFor(() => expect(getByRole("textbox", "Product name *")).to.exist);
    await type(getByRole("textbox", "Product name *"), "Renamed");
    await type(getByRole("textbox", "Barcode"), "0042x");
    await click(getByRole("button", "Move image 2 earlier"));
    await click(getByRole("button", "Update"));
    await waitFor(() => expect(getByText('Failed to save product "Renamed"')).to.exist);
    const sent = JSON.parse(requests.find((request) => request.method === "PUT")!.body!);
    expect(sent).to.deep.include({
      product_name: "Renamed",
      bar_code: "0042",
      status: "PUBLISHED",
      compared_price: null,
    });
    expect(sent.images).to.deep.equal([
      { image_id: 21, display_order: 1 },
      { image_id: 20, display_order: 2 },
    ]);
    expect(router.state.location.pathname).to.equal("/add-all-product");
    expect((getByRole("textbox", "Product name *") as HTMLInputElement).value).to.equal("Renamed");
    expect((getByRole("textbox", "Barcode") as HTMLInputElement).value).to.equal("0042");
    expect(document.querySelectorAll("[data-image-id]")).to.have.length(2);
    expect(getByRole("alert", "The category does not belong to the selected brand")).to.exist;
  });

  it("a saved edit returns to the list it came from", async () => {
    answer((url, method) => (method === "PUT" ? ok(editing) : ok({ products: [], totalProducts: 0 })));
    const router = await renderAt(editPath, state);
    await waitFor(() => expect(getByRole("button", "Update")).to.exist);
    await click(getByRole("button", "Update"));
    await waitFor(() => expect(router.state.location.search).to.equal("?status=DRAFT&page=2"));
    expect(router.state.location.pathname).to.equal("/all-products");
    expect(getByText("Product updated successfully")).to.exist;
  });

  it("opened directly, the product is loaded by id; a failed load says so", async () => {
    answer((url) =>
      url.endsWith("/product/byid/8")
        ? ok(editing)
        : json({ success: false, message: "Product not found", body: null }, 404),
    );
    await renderAt(editPath);
    await waitFor(() =>
      expect((getByRole("textbox", "Product name *") as HTMLInputElement).value).to.equal("Product 8"),
    );
    await cleanup();
    await renderAt("/add-all-product?id=9");
    await waitFor(() => expect(getByText("Error fetching the product")).to.exist);
    expect(getByText("Product not found")).to.exist;
  });

  it("without changes the back arrow just leaves", async () => {
    answer(() => ok({ products: [], totalProducts: 0 }));
    const router = await renderAt(editPath, state);
    await waitFor(() => expect(getByRole("textbox", "Product name *")).to.exist);
    await click(getByRole("link", "Back"));
    await waitFor(() => expect(router.state.location.pathname).to.equal("/all-products"));
    expect(queryByText("Unsaved Changes")).to.equal(null);
  });

  it("leaving after an edit asks first: Stay keeps the input, Leave leaves", async () => {
    answer(() => ok({ products: [], totalProducts: 0 }));
    const router = await renderAt(editPath, state);
    await waitFor(() => expect(getByRole("textbox", "Product name *")).to.exist);
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).to.equal(false);
    await type(getByRole("textbox", "Product name *"), "Changed");
    // Closing or reloading the tab now gets the browser's warning.
    expect(unload()).to.equal(true);
    await click(getByRole("link", "Back"));
    await waitFor(() => expect(getByRole("alertdialog", "Unsaved Changes")).to.exist);
    expect(getByText("You have unsaved changes, are you sure you want to leave?")).to.exist;
    await click(getByRole("button", "Stay"));
    expect(router.state.location.pathname).to.equal("/add-all-product");
    expect((getByRole("textbox", "Product name *") as HTMLInputElement).value).to.equal("Changed");
    await click(getByRole("link", "Back"));
    await waitFor(() => expect(getByRole("button", "Leave")).to.exist);
    await click(getByRole("button", "Leave"));
    await waitFor(() => expect(router.state.location.pathname).to.equal("/all-products"));
  });
});
