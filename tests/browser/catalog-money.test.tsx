import { screen, waitFor } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { setConfig } from "../../src/core/config";
import { ProductForm } from "../../src/features/catalog/products/productFormScreens";
import { ShopProvider } from "../../src/shell/ShopProvider";
import { brand, category, device, flavour, nicotine, product as productFixture } from "./fixtures";
import { answer, expect, PIXEL, refused, sent, settle, signIn, typeOver, user } from "./harness";

// The product edited: two images (the form needs two), a colour and a tag, a price of €12.50.
const editing = productFixture({
  id: 8,
  product_name: "Product 8",
  category_id: 7,
  brand_id: 3,
  stock: 4,
  price: 12.5,
  compared_price: null,
  brand: { id: 3, brand_name: "Nordic Vapor" },
  category: { id: 7, category_name: "Pods" },
  productImages: [
    { image_id: 20, display_order: 1, file: { id: 20, img_url: `${PIXEL}#a` } },
    { image_id: 21, display_order: 2, file: { id: 21, img_url: `${PIXEL}#b` } },
  ],
  productFlavours: [{ flavor_id: 1, flavours: { id: 1, flavour_name: "Mango" } }],
  productDevices: [{ device_id: 2, device: { id: 2, device_name: "Pod kit" } }],
});
const pods = category({ id: 7, category_name: "Pods", brand_id: 3, brand_name: "Nordic Vapor", productCount: 1 });

const priceField = () => document.querySelector<HTMLInputElement>('input[name="price"]')!;
const b2bField = () => document.querySelector<HTMLInputElement>('input[name="compared_price"]')!;
const submit = () => document.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
/** The bodies of the updates sent so far. */
const updates = () =>
  sent("PUT /product/update/:id").map((request) => JSON.parse(request.body ?? "{}") as Record<string, unknown>);
const flat = (text: string | null) => (text ?? "").replace(/[\u202f\u00a0]/g, " ");

async function openEditor() {
  const router = createMemoryRouter([{ path: "/add-all-product", element: <ProductForm /> }], {
    initialEntries: ["/add-all-product?id=8"],
  });
  render(
    <ShopProvider>
      <RouterProvider router={router} />
    </ShopProvider>,
  );
  await waitFor(() => expect(priceField().value).not.to.equal(""));
}

/** Types `text` as the B2C price and saves; returns the price the request carried. */
async function savePrice(text: string): Promise<unknown> {
  const before = updates().length;
  await typeOver(priceField(), text);
  await user.click(submit());
  await waitFor(() => expect(updates()).to.have.length(before + 1));
  await settle();
  return updates().at(-1)!.price;
}

beforeEach(() => {
  signIn();
  answer("GET /flavour/get", [flavour({ id: 1, flavour_name: "Mango" })]);
  answer("GET /device/get", [device({ id: 2, device_name: "Pod kit" })]);
  answer("GET /nicotine/get", [nicotine({ id: 5, nicotine_strength: "20", unit: "mg" })]);
  answer("GET /brand/get", [brand({ id: 3, brand_name: "Nordic Vapor", categoryCount: 1 })]);
  answer("GET /category/get", [pods]);
  answer("GET /categories/brandId/:brandId", [pods]);
  answer("GET /categoryById/get/:id", pods);
  answer("GET /product/byid/:id", editing);
  // Refused, so the form stays and every save can be read from its request.
  answer("PUT /product/update/:id", refused("Stopped by the test", 400));
});
afterEach(() => setConfig({ locale: "en-IE" }));

describe("product prices (issue 31: a comma never multiplies a price)", () => {
  it("en-IE: 13,90 13.90 1 390,50 1,390.50 send what they mean, and the field says what is stored", async () => {
    await openEditor();
    expect(priceField().value).to.equal("12.50");
    await typeOver(priceField(), "13,90");
    expect(screen.getByText("Saved as €13.90")).to.exist;
    expect(await savePrice("13,90")).to.equal(13.9);
    expect(await savePrice("13.90")).to.equal(13.9);
    expect(await savePrice("1 390,50")).to.equal(1390.5);
    expect(await savePrice("1,390.50")).to.equal(1390.5);
  });

  it("en-IE: 1.390 is refused at the field and nothing is sent", async () => {
    await openEditor();
    await typeOver(priceField(), "1.390");
    expect(priceField().getAttribute("aria-invalid")).to.equal("true");
    await user.click(submit());
    await settle();
    expect(updates()).to.have.length(0);
    expect(priceField().getAttribute("aria-invalid")).to.equal("true");
  });

  it("the B2B price is read the same way: 9,5 sends 9.5, and an empty one sends null", async () => {
    await openEditor();
    await typeOver(b2bField(), "9,5");
    await user.click(submit());
    await waitFor(() => expect(updates()).to.have.length(1));
    expect(updates()[0].compared_price).to.equal(9.5);
    await settle();
    await typeOver(b2bField(), "");
    await user.click(submit());
    await waitFor(() => expect(updates()).to.have.length(2));
    expect(updates()[1].compared_price).to.equal(null);
  });

  it("fr-FR: the price is edited as 12,50; 13,90 and 1 390,50 and 1,390.50 read right; 1.390 is refused", async () => {
    setConfig({ locale: "fr-FR" });
    await openEditor();
    expect(priceField().value).to.equal("12,50");
    await typeOver(priceField(), "1 390,50");
    await waitFor(() => expect(flat(document.body.textContent)).to.include("1 390,50 €"));
    expect(await savePrice("13,90")).to.equal(13.9);
    expect(await savePrice("1 390,50")).to.equal(1390.5);
    expect(await savePrice("1,390.50")).to.equal(1390.5);
    await typeOver(priceField(), "1.390");
    expect(priceField().getAttribute("aria-invalid")).to.equal("true");
    await user.click(submit());
    await settle();
    expect(updates()).to.have.length(3);
  });
});
