import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Product } from "../../src/core/types";
import { ProductForm } from "../../src/features/catalog/products/productFormScreens";
import { AllProducts, CategoryProducts } from "../../src/features/catalog/products/productListScreens";
import { ShopProvider } from "../../src/shell/ShopProvider";
import { screen, waitFor } from "@testing-library/dom";
import { cleanup, render } from "@testing-library/react";
import { answer, expect, ok, PIXEL, refused, sent, sentBody, signIn, user, typeOver, settle } from "./harness";
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
/** What the page's alerts say (the form's own alert is the message alone; the notices' region holds more). */
const alertTexts = () => screen.queryAllByRole("alert").map((alert) => alert.textContent);

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
  render(
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
    await screen.findByText("Product 1");
    const row = screen.getByText("Product 1").closest("tr")!;
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
    await screen.findByText("No Product Found");
    expect(productRequests()[0].path).to.equal("/product/categoryId/7");
    expect(lastProductQuery().get("status")).to.equal("DRAFT");
    expect(screen.getByRole("link", { name: "ADD PRODUCT" }).getAttribute("href")).to.equal("/add-product/7?brandId=3");
  });

  it("a failed load shows the server's message and a retry", async () => {
    // The server fails until the operator retries (a screen mounting after its starter's failure asks again).
    let serverDown = true;
    answerProducts(() =>
      serverDown ? refused("Database unavailable", 500) : { products: [product(2)], totalProducts: 1 },
    );
    await renderAt("/all-products");
    await screen.findByText("Error fetching products");
    expect(screen.getByText("Database unavailable")).to.exist;
    await settle();
    serverDown = false;
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    await screen.findByText("Product 2");
  });

  it("pages are numbered with an ellipsis; the page and filters live in the URL and reach the server", async () => {
    answerProducts({ products: [product(1)], totalProducts: 95 });
    const router = await renderAt("/all-products?status=PUBLISHED&page=1&brandId=3");
    await screen.findByRole("button", { name: "Page 10" });
    expect(screen.queryByText("…")).to.exist;
    expect(lastProductQuery().get("brandId")).to.equal("3");
    // The next page is asked for in the background.
    await waitFor(() => expect(sentQueries().some((query) => query.get("page") === "2")).to.be.true);
    await user.click(screen.getByRole("button", { name: "Page 3" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Page 3" }).getAttribute("aria-current")).to.equal("page"),
    );
    expect(sentQueries().some((query) => query.get("page") === "3" && query.get("brandId") === "3")).to.be.true;
    expect(router.state.location.search).to.contain("page=3");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(router.state.location.search).to.contain("page=4"));

    await typeOver(screen.getByRole("searchbox", { name: "Search products by name" }), "mango");
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
    await screen.findByText("Product 3");
    expect(router.state.location.search).to.contain("page=3");
  });

  it("a refused delete says Failed to delete product with the server's reason", async () => {
    answerProducts({ products: [product(1)], totalProducts: 1 });
    answer("DELETE /product/delete/:id", refused("This product is part of orders and cannot be deleted", 409));
    await renderAt("/all-products");
    await screen.findByText("Product 1");
    await user.click(screen.getByRole("button", { name: "Actions for Product 1" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await screen.findByText('Failed to delete product "Product 1"');
    expect(screen.getByText("This product is part of orders and cannot be deleted")).to.exist;
    expect(sent("DELETE /product/delete/:id").map((request) => request.path)).to.deep.equal(["/product/delete/1"]);
  });

  it("the preview is a dialog that keeps focus inside and closes with Escape", async () => {
    answerProducts({ products: [product(1, { compared_price: 9, bar_code: null })], totalProducts: 1 });
    await renderAt("/all-products");
    await screen.findByText("Product 1");
    await user.click(screen.getByRole("button", { name: "Actions for Product 1" }));
    await user.click(screen.getByRole("menuitem", { name: "View Product" }));
    const dialog = screen.getByRole("dialog", { name: "Product 1" });
    expect(dialog.getAttribute("aria-modal")).to.equal("true");
    expect(document.activeElement).to.equal(screen.getByRole("button", { name: "Close" }));
    expect(dialog.querySelector('[data-field="compared_price"]')!.textContent).to.equal("€9.00");
    expect(dialog.querySelector('[data-field="bar_code"]')!.textContent).to.equal("N/A");
    expect(dialog.textContent).to.contain("Mango");
    expect(dialog.textContent).to.contain("Pod kit");
    // Tab from the last control goes back to the first.
    await act(async () => screen.getByRole("button", { name: "Show image 2" }).focus());
    await user.keyboard("{Tab}");
    expect(document.activeElement).to.equal(screen.getByRole("button", { name: "Close" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByText("B2B price (€)")).to.equal(null);
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
    await screen.findByRole("button", { name: "Submit" });
    expect((screen.getByRole("checkbox", { name: "Published" }) as HTMLInputElement).checked).to.equal(false);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(alertTexts()).to.include("Please select at least 2 images."));
    expect(changesSent()).to.have.length(0);
  });

  it("missing required fields are marked, with the spec's message, and nothing is sent", async () => {
    await renderAt(editPath, state);
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Product name *" }) as HTMLInputElement).value).to.equal("Product 8"),
    );
    await typeOver(screen.getByRole("textbox", { name: "Product name *" }), " ");
    await screen.findByRole("button", { name: "Remove Mango" });
    await user.click(screen.getByRole("button", { name: "Remove Mango" }));
    await user.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(alertTexts()).to.include("Please fill the required fields"));
    expect(screen.getByRole("textbox", { name: "Product name *" }).getAttribute("aria-invalid")).to.equal("true");
    expect(changesSent()).to.have.length(0);
  });

  it("brand and category must both be chosen: changing the brand asks for its category again", async () => {
    await renderAt(editPath, state);
    const brand = await waitFor(() => {
      const select = document.getElementById(getLabelFor("Brand *")) as HTMLSelectElement | null;
      expect(select!.value).to.equal("3");
      return select!;
    });
    await user.selectOptions(brand, "4");
    const category = document.getElementById(getLabelFor("Category *")) as HTMLSelectElement;
    expect(category.value).to.equal("");
    await user.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(alertTexts()).to.include("Please select Category and Brand"));
    expect(category.getAttribute("aria-invalid")).to.equal("true");
    expect(changesSent()).to.have.length(0);
  });

  it("a failed save keeps every field and image and stays on the form", async () => {
    answer("PUT /product/update/:id", refused("The category does not belong to the selected brand", 400));
    const router = await renderAt(editPath, state);
    await screen.findByRole("textbox", { name: "Product name *" });
    await typeOver(screen.getByRole("textbox", { name: "Product name *" }), "Renamed");
    await typeOver(screen.getByRole("textbox", { name: "Barcode" }), "0042x");
    await user.click(screen.getByRole("button", { name: "Move image 2 earlier" }));
    await user.click(screen.getByRole("button", { name: "Update" }));
    await screen.findByText('Failed to save product "Renamed"');
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
    expect((screen.getByRole("textbox", { name: "Product name *" }) as HTMLInputElement).value).to.equal("Renamed");
    expect((screen.getByRole("textbox", { name: "Barcode" }) as HTMLInputElement).value).to.equal("0042");
    expect(document.querySelectorAll("[data-image-id]")).to.have.length(2);
    expect(alertTexts()).to.include("The category does not belong to the selected brand");
  });

  it("a saved edit returns to the list it came from", async () => {
    answer("PUT /product/update/:id", editing);
    answerProducts(emptyPage);
    const router = await renderAt(editPath, state);
    await screen.findByRole("button", { name: "Update" });
    await user.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(router.state.location.search).to.equal("?status=DRAFT&page=2"));
    expect(router.state.location.pathname).to.equal("/all-products");
    expect(screen.getByText("Product updated successfully")).to.exist;
  });

  it("opened directly, the product is loaded by id; a failed load says so", async () => {
    answer("GET /product/byid/:id", (request) =>
      request.params.id === "8" ? editing : refused("Product not found", 404),
    );
    await renderAt(editPath);
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Product name *" }) as HTMLInputElement).value).to.equal("Product 8"),
    );
    cleanup();
    await renderAt("/add-all-product?id=9");
    await screen.findByText("Error fetching the product");
    expect(screen.getByText("Product not found")).to.exist;
  });

  it("without changes the back arrow just leaves", async () => {
    answerProducts(emptyPage);
    const router = await renderAt(editPath, state);
    await screen.findByRole("textbox", { name: "Product name *" });
    await user.click(screen.getByRole("link", { name: "Back" }));
    await waitFor(() => expect(router.state.location.pathname).to.equal("/all-products"));
    expect(screen.queryByText("Unsaved Changes")).to.equal(null);
  });

  it("leaving after an edit asks first: Stay keeps the input, Leave leaves", async () => {
    answerProducts(emptyPage);
    const router = await renderAt(editPath, state);
    await screen.findByRole("textbox", { name: "Product name *" });
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).to.equal(false);
    await typeOver(screen.getByRole("textbox", { name: "Product name *" }), "Changed");
    // Closing or reloading the tab now gets the browser's warning.
    expect(unload()).to.equal(true);
    await user.click(screen.getByRole("link", { name: "Back" }));
    await screen.findByRole("alertdialog", { name: "Unsaved Changes" });
    expect(screen.getByText("You have unsaved changes, are you sure you want to leave?")).to.exist;
    await user.click(screen.getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).to.equal("/add-all-product");
    expect((screen.getByRole("textbox", { name: "Product name *" }) as HTMLInputElement).value).to.equal("Changed");
    await user.click(screen.getByRole("link", { name: "Back" }));
    await screen.findByRole("button", { name: "Leave" });
    await user.click(screen.getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(router.state.location.pathname).to.equal("/all-products"));
  });
});
