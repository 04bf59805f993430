import { describe, expect, test } from "vitest";
import type { Product } from "../../src/core/types";
import {
  addOnce,
  digitsOnly,
  draftFromProduct,
  emptyDraft,
  toProductInput,
  validateDraft,
  type ProductDraft,
} from "../../src/features/catalog/products/productValidation";

const complete = (change: Partial<ProductDraft> = {}): ProductDraft => ({
  ...emptyDraft(3, 7),
  product_name: "Mango Ice",
  flavourIds: [1],
  deviceIds: [2],
  stock: "12",
  price: "9.99",
  images: [
    { id: 10, img_url: "/a.png" },
    { id: 11, img_url: "/b.png" },
  ],
  ...change,
});

const check = (draft: ProductDraft, requireBrandAndCategory = true) =>
  validateDraft(draft, { requireBrandAndCategory });

describe("product rules (spec 5)", () => {
  test("a complete draft passes; the B2B price, barcode, description and strengths are optional", () => {
    expect(check(complete())).toBeNull();
  });

  test("fewer than 2 images is the first thing reported", () => {
    const problem = check({ ...emptyDraft(), images: [{ id: 1, img_url: "/x.png" }] });
    expect(problem).toEqual({ message: "Please select at least 2 images.", fields: ["images"] });
  });

  test("each missing required field is marked, with one message", () => {
    const problem = check(complete({ product_name: "  ", flavourIds: [], deviceIds: [], stock: "", price: "" }));
    expect(problem?.message).toBe("Please fill the required fields");
    expect(problem?.fields).toEqual(["product_name", "flavourIds", "deviceIds", "stock", "price"]);
    expect(check(complete({ deviceIds: [] }))?.fields).toEqual(["deviceIds"]);
  });

  test("brand and category must be chosen when creating", () => {
    expect(check(complete({ brandId: null }))).toEqual({
      message: "Please select Category and Brand",
      fields: ["brandId"],
    });
    expect(check(complete({ categoryId: null }))?.fields).toEqual(["categoryId"]);
    expect(check(complete({ brandId: null, categoryId: null }), false)).toBeNull();
  });

  test("numbers must make sense", () => {
    expect(check(complete({ stock: "1.5" }))?.fields).toEqual(["stock"]);
    expect(check(complete({ stock: "-1" }))?.fields).toEqual(["stock"]);
    expect(check(complete({ price: "0" }))?.message).toBe("The B2C price must be more than 0.");
    expect(check(complete({ comparedPrice: "-2" }))?.fields).toEqual(["comparedPrice"]);
    expect(check(complete({ stock: "0", comparedPrice: "7,5" }))).toBeNull();
  });
});

describe("the request body", () => {
  test("DRAFT by default, PUBLISHED when ticked; numbers as numbers; images numbered from 1", () => {
    const body = toProductInput(complete({ comparedPrice: "", barCode: "", description: "  Cool  " }));
    expect(body).toMatchObject({
      product_name: "Mango Ice",
      brand_id: 3,
      category_id: 7,
      description: "Cool",
      stock: 12,
      price: 9.99,
      compared_price: null,
      bar_code: null,
      status: "DRAFT",
      images: [
        { image_id: 10, display_order: 1 },
        { image_id: 11, display_order: 2 },
      ],
    });
    expect(toProductInput(complete({ published: true, comparedPrice: "8" }))).toMatchObject({
      status: "PUBLISHED",
      compared_price: 8,
    });
  });

  test("the barcode keeps its leading zeros and only digits", () => {
    expect(digitsOnly("00 12-34a")).toBe("001234");
    expect(toProductInput(complete({ barCode: "0001234" })).bar_code).toBe("0001234");
  });

  test("a stored product becomes a draft with its images in display order", () => {
    const product = {
      id: 5,
      product_name: "Berry",
      description: "d",
      category_id: 7,
      brand_id: 3,
      stock: 4,
      price: 10,
      compared_price: null,
      bar_code: "007",
      status: "PUBLISHED",
      productImages: [
        { image_id: 2, display_order: 2, file: { id: 2, img_url: "/2.png" } },
        { image_id: 9, display_order: 1, file: { id: 9, img_url: "/9.png" } },
      ],
      productFlavours: [{ flavor_id: 1, flavours: { id: 1, flavour_name: "Red" } }],
      productDevices: [{ device_id: 2, device: { id: 2, device_name: "Pod" } }],
      productNicotines: [],
    } as unknown as Product;
    const draft = draftFromProduct(product);
    expect(draft.images.map((image) => image.id)).toEqual([9, 2]);
    expect(draft).toMatchObject({ published: true, barCode: "007", comparedPrice: "", stock: "4", flavourIds: [1] });
  });
});

describe("helpers", () => {
  test("a colour or tag is added once only", () => {
    expect(addOnce([1, 2], 2)).toEqual([1, 2]);
    expect(addOnce([1, 2], 3)).toEqual([1, 2, 3]);
  });
});
