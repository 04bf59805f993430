import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Product } from "../../src/core/types";
import { ProductForm } from "../../src/features/catalog/products/productFormScreens";
import { AllProducts, CategoryProducts } from "../../src/features/catalog/products/productListScreens";
import { ShopProvider } from "../../src/shell/ShopProvider";
import {
  answer,
  cleanup,
  click,
  expect,
  getByRole,
  getByText,
  ok,
  PIXEL,
  pressKey,
  queryByText,
  refused,
  render,
  sent,
  sentBody,
  signIn,
  type,
  waitFor,
} from "./harness";
import { brand, category, device, flavour, nicotine, product as productFixture } from "./fixtures";

// Two images that show without a request (a fragment tells them apart).
const IMAGE_A = `${PIXEL}#a`;
const IMAGE_B = `${PIXEL}#b`;

const product = (id: number, change: Partial<Product> = {}): Product =>
  productFixture({
    id,
    product_name: `Product ${id}`,
    description: "one two three four five six seven",
    category_id: 7,
    brand_id: 3,
    stock: 4,
    price: 12.5,
    bar_code: "00123",
    created_at: "2026-11-01T10:00:00Z",
    brand: { id: 3, brand_name: "Nordic Vapor" },
    category: { id: 7, category_name: "Pods" },
    productImages: [
      { image_id: 21, display_order: 2, file: { id: 21, img_url: IMAGE_B } },
      { image_id: 20, display_order: 1, file: { id: 20, img_url: IMAGE_A } },
    ],
    productFlavours: [{ flavor_id: 1, flavours: { id: 1, flavour_name: "Mango" } }],
    productDevices: [{ device_id: 2, device: { id: 2, device_name: "Pod kit" } }],
    ...change,
  });

const categoryOfBrand3 = category({
  id: 7,
  category_name: "Pods",
  brand_id: 3,
  brand_name: "Nordic Vapor",
  productCount: 1,
});

/** The option lists of the form and the filters, answered for every test. */
function answerOptions() {
  answer("GET /flavour/get", [flavour({ id: 1, flavour_name: "Mango" })]);
  answer("GET /device/get", [device({ id: 2, device_name: "Pod kit" })]);
  answer("GET /nicotine/get", [nicotine({ id: 5, nicotine_strength: "20", unit: "mg" })]);
  answer("GET /brand/get", [
    brand({ id: 3, brand_name: "Nordic Vapor", categoryCount: 1 }),
    brand({ id: 4, brand_name: "Aroma Labs", categoryCount: 1 }),
  ]);
  answer("GET /category/get", [categoryOfBrand3]);
  answer("GET /categories/brandId/:brandId", (request) => (request.params.brandId === "3" ? [categoryOfBrand3] : []));
  answer("GET /categoryById/get/:id", categoryOfBrand3);
}

const PRODUCT_LISTS = ["GET /products", "GET /product/categoryId/:id"];
const emptyPage = { products: [], totalProducts: 0 };

/** The id of the control a visible label names. */
const getLabelFor = (text: string) =>
  Array.from(document.querySelectorAll("label")).find((label) => label.textContent === text)!.htmlFor;
const productRequests = () => sent().filter((request) => PRODUCT_LISTS.includes(request.route));
const sentQueries = () => productRequests().map((request) => request.query);
const lastProductQuery = () => productRequests().at(-1)!.query;
/** Answers both product lists (all products, a category's) alike. */
const answerProducts = (reply: Parameters<typeof answer>[1]) => PRODUCT_LISTS.forEach((route) => answer(route, reply));
const changesSent = () => sent().filter((request) => request.method !== "GET");

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
  signIn();
  answerOptions();
});

describe("product lists", () => {
  it("shows a skeleton, then the page: name, image, price, 5 words, brand, category", async () => {
    let release: (response: Response) => void = () => {};
    answerProducts(() => new Promise((resolve) => (release = resolve)));
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
    expect(row.querySelector("img")!.getAttribute("src")).to.equal(IMAGE_A);
    expect(Object.fromEntries(lastProductQuery())).to.deep.equal({ page: "1", limit: "10", status: "PUBLISHED" });
  });

  it("says No Product Found when the page is empty", async () => {
    answerProducts(emptyPage);
    await renderAt("/product/7?brandId=3&status=DRAFT&page=1");
    await waitFor(() => expect(getByText("No Product Found")).to.exist);
    expect(productRequests()[0].path).to.equal("/product/categoryId/7");
    expect(lastProductQuery().get("status")).to.equal("DRAFT");
    expect(getByRole("link", "ADD PRODUCT").getAttribute("href")).to.equal("/add-product/7?brandId=3");
  });

  it("a failed load shows the server's message and a retry", async () => {
    let calls = 0;
    answerProducts(() =>
      ++calls === 1 ? refused("Database unavailable", 500) : { products: [product(2)], totalProducts: 1 },
    );
    await renderAt("/all-products");
    await waitFor(() => expect(getByText("Error fetching products")).to.exist);
    expect(getByText("Database unavailable")).to.exist;
    await click(getByRole("button", "Retry"));
    await waitFor(() => expect(getByText("Product 2")).to.exist);
  });

  it("pages are numbered with an ellipsis; the page and filters live in the URL and reach the server", async () => {
    answerProducts({ products: [product(1)], totalProducts: 95 });
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

  it("the category filter names each category with its brand", async () => {
    answer("GET /category/get", [
      category({ id: 7, category_name: "Disposables", brand_id: 3, brand_name: "Nordic Vapor" }),
      category({ id: 8, category_name: "Disposables", brand_id: 4, brand_name: "Aroma Labs" }),
    ]);
    answerProducts(emptyPage);
    await renderAt("/all-products");
    const select = await waitFor(() => {
      const found = document.getElementById(getLabelFor("Category")) as HTMLSelectElement | null;
      expect(found!.options.length).to.be.greaterThan(2);
      return found!;
    });
    expect(
      Array.from(select.options)
        .map((option) => option.textContent)
        .slice(1),
    ).to.deep.equal(["Disposables — Nordic Vapor", "Disposables — Aroma Labs"]);
  });

  it("a page past the end shows the last page", async () => {
    answerProducts((request) => ({
      products: [product(request.query.get("page") === "3" ? 3 : 9)],
      totalProducts: 25,
    }));
    const router = await renderAt("/all-products?status=PUBLISHED&page=9");
    await waitFor(() => expect(getByText("Product 3")).to.exist);
    expect(router.state.location.search).to.contain("page=3");
  });

  it("a refused delete says Failed to delete product with the server's reason", async () => {
    answerProducts({ products: [product(1)], totalProducts: 1 });
    answer("DELETE /product/delete/:id", refused("This product is part of orders and cannot be deleted", 409));
    await renderAt("/all-products");
    await waitFor(() => expect(getByText("Product 1")).to.exist);
    await click(getByRole("button", "Actions for Product 1"));
    await click(getByRole("menuitem", "Delete"));
    await click(getByRole("button", "Delete"));
    await waitFor(() => expect(getByText('Failed to delete product "Product 1"')).to.exist);
    expect(getByText("This product is part of orders and cannot be deleted")).to.exist;
    expect(sent("DELETE /product/delete/:id").map((request) => request.path)).to.deep.equal(["/product/delete/1"]);
  });

  it("the preview is a dialog that keeps focus inside and closes with Escape", async () => {
    answerProducts({ products: [product(1, { compared_price: 9, bar_code: null })], totalProducts: 1 });
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

  // The form always asks the server for the record it edits (the passed one may be stale).
  beforeEach(() => answer("GET /product/byid/:id", editing));

  it("a new product needs at least 2 images before anything is sent", async () => {
    await renderAt("/add-all-product");
    await waitFor(() => expect(getByRole("button", "Submit")).to.exist);
    expect((getByRole("checkbox", "Published") as HTMLInputElement).checked).to.equal(false);
    await click(getByRole("button", "Submit"));
    await waitFor(() => expect(getByRole("alert", "Please select at least 2 images.")).to.exist);
    expect(changesSent()).to.have.length(0);
  });

  it("missing required fields are marked, with the spec's message, and nothing is sent", async () => {
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
    expect(changesSent()).to.have.length(0);
  });

  it("brand and category must both be chosen: changing the brand asks for its category again", async () => {
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
    expect(changesSent()).to.have.length(0);
  });

  it("a failed save keeps every field and image and stays on the form", async () => {
    answer("PUT /product/update/:id", refused("The category does not belong to the selected brand", 400));
    const router = await renderAt(editPath, state);
    await waitFor(() => expect(getByRole("textbox", "Product name *")).to.exist);
    await type(getByRole("textbox", "Product name *"), "Renamed");
    await type(getByRole("textbox", "Barcode"), "0042x");
    await click(getByRole("button", "Move image 2 earlier"));
    await click(getByRole("button", "Update"));
    await waitFor(() => expect(getByText('Failed to save product "Renamed"')).to.exist);
    const saved = sentBody("PUT /product/update/:id") as Record<string, unknown>;
    expect(saved).to.deep.include({
      product_name: "Renamed",
      bar_code: "0042",
      status: "PUBLISHED",
      compared_price: null,
    });
    expect(saved.images).to.deep.equal([
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
    answer("PUT /product/update/:id", editing);
    answerProducts(emptyPage);
    const router = await renderAt(editPath, state);
    await waitFor(() => expect(getByRole("button", "Update")).to.exist);
    await click(getByRole("button", "Update"));
    await waitFor(() => expect(router.state.location.search).to.equal("?status=DRAFT&page=2"));
    expect(router.state.location.pathname).to.equal("/all-products");
    expect(getByText("Product updated successfully")).to.exist;
  });

  it("opened directly, the product is loaded by id; a failed load says so", async () => {
    answer("GET /product/byid/:id", (request) =>
      request.params.id === "8" ? editing : refused("Product not found", 404),
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
    answerProducts(emptyPage);
    const router = await renderAt(editPath, state);
    await waitFor(() => expect(getByRole("textbox", "Product name *")).to.exist);
    await click(getByRole("link", "Back"));
    await waitFor(() => expect(router.state.location.pathname).to.equal("/all-products"));
    expect(queryByText("Unsaved Changes")).to.equal(null);
  });

  it("leaving after an edit asks first: Stay keeps the input, Leave leaves", async () => {
    answerProducts(emptyPage);
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
