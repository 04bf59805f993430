import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { makePng } from "../../host-demo/server/db/seed/images.js";
import { createTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin");
});
afterAll(() => t.close());

function multipart(field: string, files: { name: string; type: string; data: Buffer }[]) {
  const boundary = "----shoptest" + Math.random().toString(16).slice(2);
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(field: "file" | "files", files: { name: string; type: string; data: Buffer }[], token = admin) {
  const { payload, contentType } = multipart(field, files);
  const response = await t.app.inject({
    method: "POST",
    url: `/api/upload/${field}`,
    payload,
    headers: { "content-type": contentType, authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, json: response.json() };
}

const png = () => makePng(16, [10, 20, 30], [200, 100, 50], [0, 0, 0]);

describe("uploads", () => {
  test("images are recognised by content, stored under a generated name and served back", async () => {
    const { status, json } = await upload("file", [{ name: "../../etc/passwd.png", type: "image/png", data: png() }]);
    expect(status).toBe(200);
    expect(json.body.img_url).toMatch(/^\/api\/upload\/files\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: "GET", url: json.body.img_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(png())).toBe(true);
  });

  test("a text file named .png is refused; several files come back as a list", async () => {
    const fake = await upload("file", [{ name: "photo.png", type: "image/png", data: Buffer.from("just text") }]);
    expect(fake.status).toBe(400);
    expect(fake.json.message).toMatch(/PNG, JPEG, WebP or GIF/);
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    const many = await upload("files", [
      { name: "a.png", type: "application/octet-stream", data: png() },
      { name: "b.gif", type: "image/gif", data: gif },
    ]);
    expect(many.status).toBe(200);
    expect(many.json.body).toHaveLength(2);
    expect(many.json.body[1].img_url).toMatch(/\.gif$/);
  });

  test("over 5 MB is a 413; no token is a 401; traversal names are 404", async () => {
    const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect((await upload("file", [{ name: "big.png", type: "image/png", data: big }])).status).toBe(413);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/upload/file" });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/upload/files/..%2F..%2Fpackage.json" })).statusCode).toBe(
      404,
    );
  });
});

describe("brands and categories", () => {
  test("create, read with counts, update, and the spec's validation", async () => {
    const missingImage = await t.call("POST", "/api/brand", {
      token: admin,
      body: { brand_name: "Nova", description: "", image_url: "" },
    });
    expect(missingImage.status).toBe(400);
    expect(missingImage.json.message).toBe("Please select At least 1 image");
    const created = await t.call("POST", "/api/brand", {
      token: admin,
      body: { brand_name: " Nova ", description: "New brand", image_url: "/api/upload/files/seed-01.png" },
    });
    expect(created.status).toBe(201);
    expect(created.json.body).toMatchObject({ brand_name: "Nova", categoryCount: 0 });
    const brandId = created.json.body.id;

    const category = await t.call("POST", "/api/category", {
      token: admin,
      body: { category_name: "Pods", description: "", image_url: "/api/upload/files/seed-02.png", brand_id: brandId },
    });
    expect(category.status).toBe(201);
    expect(category.json.body).toMatchObject({
      category_name: "Pods",
      productCount: 0,
      brand: { id: brandId, brand_name: "Nova" },
    });
    const ofBrand = await t.call("GET", `/api/categories/brandId/${brandId}`, { token: admin });
    expect(ofBrand.json.body.map((row: { id: number }) => row.id)).toEqual([category.json.body.id]);
    const brand = await t.call("GET", `/api/brandbyId/get/${brandId}`, { token: admin });
    expect(brand.json.body.categoryCount).toBe(1);

    const renamed = await t.call("PUT", `/api/brand/update/${brandId}`, {
      token: admin,
      body: { brand_name: "Nova Vapor", description: "x", image_url: "/api/upload/files/seed-03.png" },
    });
    expect(renamed.json.body.brand_name).toBe("Nova Vapor");
    expect(
      (await t.call("GET", "/api/brand/get", { token: admin })).json.body.some(
        (row: { brand_name: string }) => row.brand_name === "Nova Vapor",
      ),
    ).toBe(true);
    const badBrand = await t.call("POST", "/api/category", {
      token: admin,
      body: { category_name: "X", image_url: "/a.png", brand_id: 999999 },
    });
    expect(badBrand.status).toBe(400);
  });

  test("a brand with categories and a category with products are refused; empty ones go", async () => {
    const brands = await t.call("GET", "/api/brand/get", { token: admin });
    const seeded = brands.json.body.find((row: { categoryCount: number }) => row.categoryCount > 0);
    const refused = await t.call("DELETE", `/api/brand/delete/${seeded.id}`, { token: admin });
    expect(refused.status).toBe(409);
    const categories = await t.call("GET", "/api/category/get", { token: admin });
    const full = categories.json.body.find((row: { productCount: number }) => row.productCount > 0);
    expect((await t.call("DELETE", `/api/category/delete/${full.id}`, { token: admin })).status).toBe(409);

    const brand = await t.call("POST", "/api/brand", {
      token: admin,
      body: { brand_name: "Short-lived", image_url: "/api/upload/files/seed-01.png" },
    });
    const category = await t.call("POST", "/api/category", {
      token: admin,
      body: { category_name: "Empty", image_url: "/x.png", brand_id: brand.json.body.id },
    });
    const removed = await t.call("DELETE", `/api/category/delete/${category.json.body.id}`, { token: admin });
    expect(removed.json.message).toBe("Category deleted successfully");
    const gone = await t.call("DELETE", `/api/brand/delete/${brand.json.body.id}`, { token: admin });
    expect(gone.status).toBe(200);
    expect(gone.json.message).toBe("Brand Deleted Successfully");
    expect((await t.call("GET", `/api/brandbyId/get/${brand.json.body.id}`, { token: admin })).status).toBe(404);
  });

  test("roles: no token 401, customer 403", async () => {
    expect((await t.call("GET", "/api/brand/get")).status).toBe(401);
    const customer = await t.signIn("customer");
    expect((await t.call("GET", "/api/category/get", { token: customer })).status).toBe(403);
    admin = await t.signIn("admin");
  });
});

describe("attributes", () => {
  test("colours, tags and strengths: create, update, list, delete, required fields", async () => {
    const colour = await t.call("POST", "/api/flavour", {
      token: admin,
      body: { flavour_name: "Teal", description: "" },
    });
    expect(colour.status).toBe(201);
    const updated = await t.call("PUT", `/api/flavour/update/${colour.json.body.id}`, {
      token: admin,
      body: { flavour_name: "Teal blue", description: "d" },
    });
    expect(updated.json.body.flavour_name).toBe("Teal blue");
    expect(
      (await t.call("POST", "/api/device", { token: admin, body: { device_name: "  ", description: "" } })).status,
    ).toBe(400);
    const noUnit = await t.call("POST", "/api/nicotine", {
      token: admin,
      body: { nicotine_strength: "18", description: "" },
    });
    expect(noUnit.status).toBe(400);
    expect(noUnit.json.message).toMatch(/unit/);
    const strength = await t.call("POST", "/api/nicotine", {
      token: admin,
      body: { nicotine_strength: "18", unit: "mg/ml", description: "" },
    });
    expect(strength.json.body).toMatchObject({ nicotine_strength: "18", unit: "mg/ml" });
    const list = await t.call("GET", "/api/nicotine/get", { token: admin });
    expect(list.json.body[0].id).toBe(strength.json.body.id);
    expect((await t.call("DELETE", `/api/flavour/delete/${colour.json.body.id}`, { token: admin })).status).toBe(200);
    expect((await t.call("DELETE", `/api/flavour/delete/${colour.json.body.id}`, { token: admin })).status).toBe(404);
  });
});

describe("product create and update", () => {
  async function ingredients() {
    const category = (await t.call("GET", "/api/category/get", { token: admin })).json.body[0];
    const colours = (await t.call("GET", "/api/flavour/get", { token: admin })).json.body;
    const tags = (await t.call("GET", "/api/device/get", { token: admin })).json.body;
    const images = await upload("files", [
      { name: "1.png", type: "image/png", data: png() },
      { name: "2.png", type: "image/png", data: png() },
      { name: "3.png", type: "image/png", data: png() },
    ]);
    return { category, colours, tags, images: images.json.body as { id: number }[] };
  }

  test("the spec's rules, then a product whose image order is kept and renumbered", async () => {
    const { category, colours, tags, images } = await ingredients();
    const base = {
      product_name: "Test Pod",
      category_id: category.id,
      brand_id: category.brand_id,
      description: "A pod",
      flavour_ids: [colours[0].id],
      device_ids: [tags[0].id],
      nicotine_ids: [],
      stock: 5,
      compared_price: null,
      price: 9.99,
      bar_code: "000123",
      status: "PUBLISHED",
      images: [
        { image_id: images[2].id, display_order: 1 },
        { image_id: images[0].id, display_order: 2 },
        { image_id: images[1].id, display_order: 3 },
      ],
    };
    const oneImage = await t.call("POST", "/api/product", {
      token: admin,
      body: { ...base, images: base.images.slice(0, 1) },
    });
    expect(oneImage.json.message).toBe("Please select at least 2 images.");
    const noColour = await t.call("POST", "/api/product", { token: admin, body: { ...base, flavour_ids: [] } });
    expect(noColour.status).toBe(400);
    expect(noColour.json.message).toMatch(/^Please fill the required fields/);
    expect(
      (await t.call("POST", "/api/product", { token: admin, body: { ...base, brand_id: null } })).json.message,
    ).toBe("Please select Category and Brand");
    expect((await t.call("POST", "/api/product", { token: admin, body: { ...base, bar_code: "12a" } })).status).toBe(
      400,
    );
    expect(
      (await t.call("POST", "/api/product", { token: admin, body: { ...base, flavour_ids: [999999] } })).status,
    ).toBe(400);

    const created = await t.call("POST", "/api/product", { token: admin, body: base });
    expect(created.status).toBe(201);
    const product = created.json.body;
    expect(product.bar_code).toBe("000123");
    expect(product.compared_price).toBeNull();
    expect(
      product.productImages.map((image: { image_id: number; display_order: number }) => [
        image.image_id,
        image.display_order,
      ]),
    ).toEqual([
      [images[2].id, 1],
      [images[0].id, 2],
      [images[1].id, 3],
    ]);

    const reordered = await t.call("PUT", `/api/product/update/${product.id}`, {
      token: admin,
      body: {
        ...base,
        status: "DRAFT",
        images: [
          { image_id: images[1].id, display_order: 7 },
          { image_id: images[2].id, display_order: 9 },
        ],
      },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.json.body.status).toBe("DRAFT");
    expect(reordered.json.body.productImages.map((image: { image_id: number }) => image.image_id)).toEqual([
      images[1].id,
      images[2].id,
    ]);
    expect(reordered.json.body.productImages.map((image: { display_order: number }) => image.display_order)).toEqual([
      1, 2,
    ]);
    const drafts = await t.call(
      "GET",
      `/api/products?page=1&limit=5&status=DRAFT&search=${encodeURIComponent("Test Pod")}`,
      { token: admin },
    );
    expect(drafts.json.body.products.map((row: { id: number }) => row.id)).toEqual([product.id]);

    expect((await t.call("PUT", "/api/product/update/999999", { token: admin, body: base })).status).toBe(404);
    const deleted = await t.call("DELETE", `/api/product/delete/${product.id}`, { token: admin });
    expect(deleted.json.message).toBe("Product deleted successfully");
  });
});
