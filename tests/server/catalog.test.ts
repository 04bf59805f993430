import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createTestApp,
  newCatalog,
  png,
  productBody,
  upload as uploadAs,
  type TestApp,
  type UploadFile,
} from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

const upload = (field: "file" | "files", files: UploadFile[], token = admin) => uploadAs(t, field, files, token);
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  t.call(method, `/api${url}`, { token: admin, body });

describe("uploads", () => {
  test("images are recognised by content, stored under a generated name and served back", async () => {
    const { status, json } = await upload("file", [{ name: "../../etc/passwd.png", type: "image/png", data: png() }]);
    expect(status).toBe(200);
    expect(json.message).toBe("Image uploaded");
    expect(json.body).toEqual({
      id: expect.any(Number),
      img_url: expect.stringMatching(/^\/api\/upload\/files\/[a-f0-9]{32}\.png$/),
    });
    const served = await t.app.inject({ method: "GET", url: json.body.img_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(png())).toBe(true);
  });

  test("JPEG, WebP and GIF are recognised whatever their name or declared type", async () => {
    // Headers only, up to the size each declares (2 × 1 pixels): the server reads, never decodes.
    const jpeg = Buffer.from([
      ...[0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
      ...[0xff, 0xc0, 0, 11, 8, 0, 1, 0, 2, 1, 1, 0x11, 0],
    ]);
    const webp = Buffer.concat([
      Buffer.from("RIFF"),
      Buffer.from([36, 0, 0, 0]),
      Buffer.from("WEBPVP8 "),
      Buffer.from([0x18, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 2, 0, 1, 0]),
    ]);
    const gif87 = Buffer.from("GIF87a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    const many = await upload("files", [
      { name: "a.txt", type: "text/plain", data: jpeg },
      { name: "b.png", type: "image/png", data: webp },
      { name: "c", type: "application/octet-stream", data: gif87 },
    ]);
    expect(many.status).toBe(200);
    expect(many.json.message).toBe("Images uploaded");
    const urls = many.json.body.map((file: { img_url: string }) => file.img_url);
    expect(urls.map((url: string) => url.split(".").pop())).toEqual(["jpg", "webp", "gif"]);
    const types = [];
    for (const url of urls) types.push((await t.app.inject({ method: "GET", url })).headers["content-type"]);
    expect(types).toEqual(["image/jpeg", "image/webp", "image/gif"]);
  });

  test("anything else is refused: text, a truncated header, a RIFF that is not WebP", async () => {
    const refusals = [
      Buffer.from("just text"),
      Buffer.from([0xff, 0xd8]),
      png().subarray(0, 7),
      Buffer.concat([Buffer.from("RIFF"), Buffer.from([36, 0, 0, 0]), Buffer.from("WAVEfmt ")]),
      Buffer.from("GIF88a\x01\x00\x01\x00", "latin1"),
      Buffer.from([0xff, 0xd8, 0x00, 0xe0]),
    ];
    for (const data of refusals) {
      const refused = await upload("file", [{ name: "photo.png", type: "image/png", data }]);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe("Only PNG, JPEG, WebP or GIF images are accepted");
    }
  });

  test("the wrong field, no file or no multipart body is a 400 saying what to send", async () => {
    const wrongField = await upload("file", []);
    expect(wrongField.status).toBe(400);
    expect(wrongField.json.message).toBe('No image in the multipart field "file"');
    const response = await t.app.inject({
      method: "POST",
      url: "/api/upload/files",
      ...(() => {
        const boundary = "----x";
        return {
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--${boundary}--\r\n`,
          headers: { "content-type": `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin}` },
        };
      })(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Send the image in the multipart field "files"');
    const json = await call("POST", "/upload/file", { image: "x" });
    expect(json.status).toBe(400);
    expect(json.json.message).toBe("Send the image as multipart/form-data");
  });

  test("over 5 MB or over 20 files is a 413; no token is a 401; a customer is a 403", async () => {
    const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await upload("file", [{ name: "big.png", type: "image/png", data: big }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.message).toBe("The image is larger than 5 MB");
    const files = Array.from({ length: 21 }, (_, index) => ({ name: `${index}.png`, type: "image/png", data: png() }));
    const tooMany = await upload("files", files);
    expect(tooMany.status).toBe(413);
    expect(tooMany.json.message).toBe("At most 20 images at once");
    // Twenty at once is the limit, not beyond it.
    const twenty = await upload("files", files.slice(0, 20));
    expect(twenty.status).toBe(200);
    expect(twenty.json.body).toHaveLength(20);
    const customer = await t.account("USER");
    for (const field of ["file", "files"] as const) {
      const anonymous = await t.app.inject({ method: "POST", url: `/api/upload/${field}` });
      expect([field, anonymous.statusCode]).toEqual([field, 401]);
      const refused = await upload(field, [{ name: "a.png", type: "image/png", data: png() }], customer.token);
      expect([field, refused.status]).toEqual([field, 403]);
    }
  });

  test("only names the server generated are served; others are 404", async () => {
    const served = await t.app.inject({ method: "GET", url: "/api/upload/files/seed-01.png" });
    expect(served.statusCode).toBe(200);
    // Served as the image it is, never sniffed as something else, and kept by caches.
    expect(served.headers).toMatchObject({
      "content-type": "image/png",
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
    });
    for (const name of ["..%2F..%2Fpackage.json", `${"a".repeat(32)}.png`, "seed-1.png", "package.json"]) {
      const response = await t.app.inject({ method: "GET", url: `/api/upload/files/${name}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Image not found");
    }
  });
});

describe("brands", () => {
  test("create, read with counts, update, and the spec's validation", async () => {
    const missingImage = await call("POST", "/brand", { brand_name: "Nova", description: "", image_url: "  " });
    expect(missingImage.status).toBe(400);
    expect(missingImage.json.message).toBe("Please select At least 1 image");
    const blankName = await call("POST", "/brand", { brand_name: "  ", image_url: "/api/upload/files/seed-01.png" });
    expect(blankName.json.message).toBe("brand_name is required");
    const created = await call("POST", "/brand", {
      brand_name: " Nova ",
      description: " New brand ",
      image_url: " /api/upload/files/seed-01.png ",
    });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("Brand created successfully");
    expect(created.json.body).toMatchObject({
      brand_name: "Nova",
      description: "New brand",
      image_url: "/api/upload/files/seed-01.png",
      categoryCount: 0,
    });
    const brandId = created.json.body.id;
    const list = await call("GET", "/brand/get");
    expect(list.json.body[0]).toMatchObject({ id: brandId, brand_name: "Nova", categoryCount: 0 });
    const byId = await call("GET", `/brandbyId/get/${brandId}`);
    expect(byId.json.body).toMatchObject({ id: brandId, brand_name: "Nova", categoryCount: 0 });
    expect((await call("GET", "/brandbyId/get/999999")).status).toBe(404);

    const renamed = await call("PUT", `/brand/update/${brandId}`, {
      brand_name: " Nova Vapor ",
      image_url: "/api/upload/files/seed-03.png",
    });
    expect(renamed.json.message).toBe("Brand updated successfully");
    expect(renamed.json.body).toMatchObject({ id: brandId, brand_name: "Nova Vapor", description: "" });
    expect((await call("GET", `/brandbyId/get/${brandId}`)).json.body.brand_name).toBe("Nova Vapor");
    const blankUpdate = await call("PUT", `/brand/update/${brandId}`, {
      brand_name: "",
      image_url: "/api/upload/files/seed-01.png",
    });
    expect(blankUpdate.status).toBe(400);
    expect(
      (await call("PUT", "/brand/update/999999", { brand_name: "X", image_url: "/api/upload/files/seed-01.png" }))
        .status,
    ).toBe(404);
  });

  test("a brand with categories is refused; an empty one goes, with its banners", async () => {
    const brand = (await call("POST", "/brand", { brand_name: "Crowded", image_url: "/api/upload/files/seed-01.png" }))
      .json.body;
    const first = await call("POST", "/category", {
      category_name: "One",
      image_url: "/api/upload/files/seed-02.png",
      brand_id: brand.id,
    });
    const one = await call("DELETE", `/brand/delete/${brand.id}`);
    expect(one.status).toBe(409);
    expect(one.json.message).toBe("This brand has 1 category; delete or move them first.");
    await call("POST", "/category", {
      category_name: "Two",
      image_url: "/api/upload/files/seed-02.png",
      brand_id: brand.id,
    });
    expect((await call("GET", `/brandbyId/get/${brand.id}`)).json.body.categoryCount).toBe(2);
    const two = await call("DELETE", `/brand/delete/${brand.id}`);
    expect(two.json.message).toBe("This brand has 2 categories; delete or move them first.");
    expect((await call("GET", `/categoryById/get/${first.json.body.id}`)).status).toBe(200);

    const empty = (
      await call("POST", "/brand", { brand_name: "Short-lived", image_url: "/api/upload/files/seed-01.png" })
    ).json.body;
    const banner = await call("POST", "/banner", {
      title: "Brand sale",
      target_type: "BRAND",
      target_id: empty.id,
      img_url: "/api/upload/files/seed-05.png",
    });
    const gone = await call("DELETE", `/brand/delete/${empty.id}`);
    expect(gone.status).toBe(200);
    expect(gone.json.message).toBe("Brand Deleted Successfully");
    expect((await call("GET", `/brandbyId/get/${empty.id}`)).status).toBe(404);
    const banners = (await call("GET", "/banner/get")).json.body.map((row: { id: number }) => row.id);
    expect(banners).not.toContain(banner.json.body.id);
    expect((await call("DELETE", `/brand/delete/${empty.id}`)).status).toBe(404);
  });
});

describe("categories", () => {
  test("create under a brand or alone, list, read, update", async () => {
    const brand = (await call("POST", "/brand", { brand_name: "Parent", image_url: "/api/upload/files/seed-01.png" }))
      .json.body;
    const missingImage = await call("POST", "/category", { category_name: "Pods", image_url: "", brand_id: brand.id });
    expect(missingImage.json.message).toBe("Please select At least 1 image");
    expect(
      (await call("POST", "/category", { category_name: " ", image_url: "/api/upload/files/seed-02.png" })).json
        .message,
    ).toBe("category_name is required");
    const badBrand = await call("POST", "/category", {
      category_name: "X",
      image_url: "/api/upload/files/seed-04.png",
      brand_id: 999999,
    });
    expect(badBrand.status).toBe(400);
    expect(badBrand.json.message).toBe("brand_id does not match a brand");

    const pods = await call("POST", "/category", {
      category_name: " Pods ",
      description: " small ",
      image_url: "/api/upload/files/seed-02.png",
      brand_id: brand.id,
    });
    expect(pods.status).toBe(201);
    expect(pods.json.message).toBe("Category created successfully");
    expect(pods.json.body).toMatchObject({
      category_name: "Pods",
      description: "small",
      productCount: 0,
      brand_id: brand.id,
      brand: { id: brand.id, brand_name: "Parent" },
    });
    const kits = await call("POST", "/category", {
      category_name: "Kits",
      image_url: "/api/upload/files/seed-02.png",
      brand_id: brand.id,
    });
    const loose = await call("POST", "/category", {
      category_name: "Loose",
      image_url: "/api/upload/files/seed-02.png",
    });
    expect(loose.json.body).toMatchObject({ category_name: "Loose", brand_id: null, brand: null });

    const ofBrand = await call("GET", `/categories/brandId/${brand.id}`);
    expect(ofBrand.json.body.map((row: { id: number }) => row.id)).toEqual([kits.json.body.id, pods.json.body.id]);
    expect((await call("GET", "/categories/brandId/999999")).status).toBe(404);
    const all = await call("GET", "/category/get");
    expect(all.json.body.slice(0, 3).map((row: { id: number }) => row.id)).toEqual([
      loose.json.body.id,
      kits.json.body.id,
      pods.json.body.id,
    ]);
    expect((await call("GET", `/categoryById/get/${pods.json.body.id}`)).json.body.category_name).toBe("Pods");
    const missing = await call("GET", "/categoryById/get/999999");
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe("Category not found");

    // Without brand_id the brand is kept; with null the category leaves its brand.
    const renamed = await call("PUT", `/category/update/${pods.json.body.id}`, {
      category_name: " Pod kits ",
      image_url: "/api/upload/files/seed-03.png",
    });
    expect(renamed.json.message).toBe("Category updated successfully");
    expect(renamed.json.body).toMatchObject({
      category_name: "Pod kits",
      image_url: "/api/upload/files/seed-03.png",
      brand_id: brand.id,
    });
    const detached = await call("PUT", `/category/update/${pods.json.body.id}`, {
      category_name: "Pod kits",
      image_url: "/api/upload/files/seed-03.png",
      brand_id: null,
    });
    expect(detached.json.body).toMatchObject({ brand_id: null, brand: null });
    const other = (await call("POST", "/brand", { brand_name: "Adopter", image_url: "/api/upload/files/seed-01.png" }))
      .json.body;
    const moved = await call("PUT", `/category/update/${pods.json.body.id}`, {
      category_name: "Pod kits",
      image_url: "/api/upload/files/seed-03.png",
      brand_id: other.id,
    });
    expect(moved.json.body.brand).toEqual({ id: other.id, brand_name: "Adopter" });
    const badMove = await call("PUT", `/category/update/${pods.json.body.id}`, {
      category_name: "Pod kits",
      image_url: "/api/upload/files/seed-03.png",
      brand_id: 999999,
    });
    expect(badMove.status).toBe(400);
    expect(
      (
        await call("PUT", `/category/update/${pods.json.body.id}`, {
          category_name: "",
          image_url: "/api/upload/files/seed-02.png",
        })
      ).status,
    ).toBe(400);
    expect(
      (await call("PUT", "/category/update/999999", { category_name: "X", image_url: "/api/upload/files/seed-02.png" }))
        .status,
    ).toBe(404);
  });

  test("a category with products is refused; an empty one goes, with its banners", async () => {
    const catalog = await newCatalog(t, admin, "Busy");
    const productOne = await call("POST", "/product", productBody(catalog, { product_name: "Busy one" }));
    expect(productOne.status).toBe(201);
    const one = await call("DELETE", `/category/delete/${catalog.category.id}`);
    expect(one.status).toBe(409);
    expect(one.json.message).toBe("This category has 1 product; delete or move them first.");
    await call("POST", "/product", productBody(catalog, { product_name: "Busy two" }));
    expect((await call("GET", `/categoryById/get/${catalog.category.id}`)).json.body.productCount).toBe(2);
    const two = await call("DELETE", `/category/delete/${catalog.category.id}`);
    expect(two.json.message).toBe("This category has 2 products; delete or move them first.");

    const empty = (
      await call("POST", "/category", { category_name: "Empty", image_url: "/api/upload/files/seed-05.png" })
    ).json.body;
    const banner = await call("POST", "/banner", {
      title: "Category sale",
      target_type: "CATEGORY",
      target_id: empty.id,
      img_url: "/api/upload/files/seed-05.png",
    });
    expect(banner.status).toBe(201);
    const removed = await call("DELETE", `/category/delete/${empty.id}`);
    expect(removed.status).toBe(200);
    expect(removed.json.message).toBe("Category deleted successfully");
    const banners = (await call("GET", "/banner/get")).json.body.map((row: { id: number }) => row.id);
    expect(banners).not.toContain(banner.json.body.id);
    expect((await call("DELETE", `/category/delete/${empty.id}`)).status).toBe(404);
  });

  test("roles: no token 401, customer 403", async () => {
    expect((await t.call("GET", "/api/brand/get")).status).toBe(401);
    const customer = await t.account("USER");
    expect((await t.call("GET", "/api/category/get", { token: customer.token })).status).toBe(403);
    const created = await t.call("POST", "/api/brand", {
      token: customer.token,
      body: { brand_name: "Sneaky", image_url: "/api/upload/files/seed-01.png" },
    });
    expect(created.status).toBe(403);
    expect(
      (await call("GET", "/brand/get")).json.body.some((row: { brand_name: string }) => row.brand_name === "Sneaky"),
    ).toBe(false);
  });
});

describe("attributes", () => {
  test("colours, tags and strengths: create, update, list newest first, delete, required fields", async () => {
    const colour = await call("POST", "/flavour", { flavour_name: " Teal ", description: " blue-green " });
    expect(colour.status).toBe(201);
    expect(colour.json.message).toBe("Colour created successfully");
    expect(colour.json.body).toMatchObject({ flavour_name: "Teal", description: "blue-green" });
    const updated = await call("PUT", `/flavour/update/${colour.json.body.id}`, { flavour_name: "Teal blue" });
    expect(updated.json.message).toBe("Colour updated successfully");
    expect(updated.json.body).toMatchObject({ flavour_name: "Teal blue", description: "" });
    expect((await call("PUT", "/flavour/update/999999", { flavour_name: "X" })).status).toBe(404);
    const blankColour = await call("POST", "/flavour", { flavour_name: " ", description: "" });
    expect(blankColour.status).toBe(400);
    expect(blankColour.json.message).toBe("flavour_name is required");
    const blankTag = await call("POST", "/device", { device_name: "  ", description: "" });
    expect(blankTag.status).toBe(400);
    expect(blankTag.json.message).toBe("device_name is required");
    const tag = await call("POST", "/device", { device_name: "Refill" });
    expect(tag.json.message).toBe("Tag created successfully");
    const noUnit = await call("POST", "/nicotine", { nicotine_strength: "18", unit: " ", description: "" });
    expect(noUnit.status).toBe(400);
    expect(noUnit.json.message).toBe("unit is required");
    expect((await call("POST", "/nicotine", { nicotine_strength: "18", description: "" })).status).toBe(400);
    const strength = await call("POST", "/nicotine", { nicotine_strength: "18", unit: "mg/ml", description: "" });
    expect(strength.json.body).toMatchObject({ nicotine_strength: "18", unit: "mg/ml" });
    const newer = await call("POST", "/nicotine", { nicotine_strength: "24", unit: "mg/ml" });
    const list = await call("GET", "/nicotine/get");
    expect(list.json.message).toBe("Nicotine strength list");
    expect(list.json.body.slice(0, 2).map((row: { id: number }) => row.id)).toEqual([
      newer.json.body.id,
      strength.json.body.id,
    ]);
    expect((await call("GET", "/device/get")).json.body[0].id).toBe(tag.json.body.id);
    const deleted = await call("DELETE", `/flavour/delete/${colour.json.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe("Colour deleted successfully");
    const again = await call("DELETE", `/flavour/delete/${colour.json.body.id}`);
    expect(again.status).toBe(404);
    expect(again.json.message).toBe("Colour not found");
    expect((await call("DELETE", `/device/delete/${tag.json.body.id}`)).json.message).toBe("Tag deleted successfully");
  });

  test("deleting a colour removes it from the products that had it", async () => {
    const catalog = await newCatalog(t, admin, "Fading");
    const spare = (await call("POST", "/flavour", { flavour_name: "Fading spare" })).json.body;
    const product = await call(
      "POST",
      "/product",
      productBody(catalog, { flavour_ids: [catalog.colour.id, spare.id] }),
    );
    expect(product.json.body.productFlavours).toHaveLength(2);
    expect((await call("DELETE", `/flavour/delete/${spare.id}`)).status).toBe(200);
    const after = await call("GET", `/product/byid/${product.json.body.id}`);
    expect(after.json.body.productFlavours.map((link: { flavor_id: number }) => link.flavor_id)).toEqual([
      catalog.colour.id,
    ]);
  });
});

describe("product create and update", () => {
  test("the spec's rules, each with its message", async () => {
    const catalog = await newCatalog(t, admin, "Rules");
    const base = productBody(catalog, { product_name: "Rule Pod" });
    const post = (body: object) => call("POST", "/product", body);
    const [first] = catalog.images;
    expect((await post({ ...base, images: [{ image_id: first.id, display_order: 1 }] })).json.message).toBe(
      "Please select at least 2 images.",
    );
    const sameTwice = await post({
      ...base,
      images: [
        { image_id: first.id, display_order: 1 },
        { image_id: first.id, display_order: 2 },
      ],
    });
    expect(sameTwice.json.message).toBe("Please select at least 2 images.");
    expect((await post({ ...base, images: undefined })).json.message).toBe("Please select at least 2 images.");
    const missing = await post({
      ...base,
      product_name: " ",
      flavour_ids: [],
      device_ids: [],
      stock: null,
      price: null,
    });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(
      "Please fill the required fields: product_name, flavour_ids (at least one colour), device_ids (at least one tag), stock, price",
    );
    expect((await post({ ...base, stock: undefined, price: undefined })).json.message).toBe(
      "Please fill the required fields: stock, price",
    );
    expect((await post({ ...base, device_ids: undefined })).json.message).toBe(
      "Please fill the required fields: device_ids (at least one tag)",
    );
    expect((await post({ ...base, stock: 0 })).status).toBe(201);
    expect((await post({ ...base, brand_id: null })).json.message).toBe("Please select Category and Brand");
    expect((await post({ ...base, category_id: null })).json.message).toBe("Please select Category and Brand");
    expect((await post({ ...base, price: 0 })).json.message).toBe("price must be more than 0");
    // Checked as stored (cents): 0.004 would be kept as a price of 0.00.
    expect((await post({ ...base, price: 0.004 })).json.message).toBe("price must be more than 0");
    const halfCent = await post({ ...base, price: 0.005, compared_price: 1.005 });
    expect(halfCent.status).toBe(201);
    expect(halfCent.json.body).toMatchObject({ price: 0.01, compared_price: 1.01 });
    expect((await post({ ...base, price: 0.01 })).status).toBe(201);
    const letters = await post({ ...base, bar_code: "12a" });
    expect(letters.status).toBe(400);
    expect(letters.json.message).toBe(
      'Invalid body.bar_code: must be up to 14 digits, as text such as "0012345678905" or as a whole number',
    );
    const other = await newCatalog(t, admin, "Elsewhere");
    const foreign = await post({ ...base, category_id: other.category.id });
    expect(foreign.json.message).toBe("The category does not belong to the selected brand");
    for (const [field, value] of [
      ["flavour_ids", [999999]],
      ["device_ids", [999999]],
      ["nicotine_ids", [999999]],
      ["images", [{ image_id: 999998 }, { image_id: first.id }]],
    ] as const) {
      const unknown = await post({ ...base, [field]: value });
      expect(unknown.status).toBe(400);
      expect(unknown.json.message).toBe(`${field} refers to something that does not exist`);
    }
  });

  test("a product whose image order is kept and renumbered, then updated and deleted", async () => {
    const catalog = await newCatalog(t, admin, "Ordered");
    const images = (
      await upload("files", [
        { name: "1.png", type: "image/png", data: png() },
        { name: "2.png", type: "image/png", data: png() },
        { name: "3.png", type: "image/png", data: png() },
      ])
    ).json.body as { id: number }[];
    const strength = (await call("POST", "/nicotine", { nicotine_strength: "6", unit: "mg" })).json.body;
    const base = productBody(catalog, {
      product_name: "  Test Pod  ",
      description: "  A pod  ",
      bar_code: "000123",
      nicotine_ids: [strength.id],
      compared_price: 12,
      status: undefined,
      images: [
        { image_id: images[2].id, display_order: 3 },
        { image_id: images[0].id, display_order: 1 },
        { image_id: images[1].id, display_order: 2 },
      ],
    });
    const created = await call("POST", "/product", base);
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("Product created successfully");
    const product = created.json.body;
    expect(product).toMatchObject({
      product_name: "Test Pod",
      description: "A pod",
      bar_code: "000123",
      compared_price: 12,
      status: "DRAFT",
      productNicotines: [{ nicotine_id: strength.id, nicotines: { nicotine_strength: "6", unit: "mg" } }],
    });
    expect(
      product.productImages.map((image: { image_id: number; display_order: number }) => [
        image.image_id,
        image.display_order,
      ]),
    ).toEqual([
      [images[0].id, 1],
      [images[1].id, 2],
      [images[2].id, 3],
    ]);

    const reordered = await call("PUT", `/product/update/${product.id}`, {
      ...base,
      status: "PUBLISHED",
      bar_code: "",
      nicotine_ids: [],
      compared_price: undefined,
      images: [
        { image_id: images[1].id, display_order: 7 },
        { image_id: images[2].id, display_order: 9 },
      ],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.json.message).toBe("Product updated successfully");
    expect(reordered.json.body).toMatchObject({
      status: "PUBLISHED",
      bar_code: null,
      compared_price: null,
      productNicotines: [],
    });
    expect(
      reordered.json.body.productImages.map((image: { image_id: number; display_order: number }) => [
        image.image_id,
        image.display_order,
      ]),
    ).toEqual([
      [images[1].id, 1],
      [images[2].id, 2],
    ]);
    const published = await call(
      "GET",
      `/products?page=1&limit=5&status=PUBLISHED&search=${encodeURIComponent("Test Pod")}`,
    );
    expect(published.json.body.products.map((row: { id: number }) => row.id)).toEqual([product.id]);

    expect((await call("PUT", "/product/update/999999", base)).status).toBe(404);
    const refused = await call("PUT", `/product/update/${product.id}`, { ...base, price: -1 });
    expect(refused.status).toBe(400);
    expect((await call("GET", `/product/byid/${product.id}`)).json.body.status).toBe("PUBLISHED");
    const deleted = await call("DELETE", `/product/delete/${product.id}`);
    expect(deleted.json.message).toBe("Product deleted successfully");
  });
});
