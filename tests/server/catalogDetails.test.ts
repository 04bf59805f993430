// What the catalog's answers say beyond the happy path: the message of each answer, the 404 that
// names what is missing, blank fields stored empty, and text trimmed on update as on create.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, expectBackOfficeOnly, type ApiCall, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  t.call(method, `/api${url}`, { token: admin, body });

describe("brands", () => {
  test("a brand made without a description has an empty one; update trims every field", async () => {
    const created = await call("POST", "/brand", { brand_name: "Plain", image_url: "/api/upload/files/seed-01.png" });
    expect(created.status).toBe(201);
    expect(created.json.body.description).toBe("");
    expect((await call("GET", `/brandbyId/get/${created.json.body.id}`)).json.body.description).toBe("");
    const updated = await call("PUT", `/brand/update/${created.json.body.id}`, {
      brand_name: "Plain",
      description: "  Now described  ",
      image_url: "  /api/upload/files/seed-02.png  ",
    });
    expect(updated.status).toBe(200);
    expect(updated.json.body).toMatchObject({
      description: "Now described",
      image_url: "/api/upload/files/seed-02.png",
    });
    const missingImage = await call("PUT", `/brand/update/${created.json.body.id}`, {
      brand_name: "Plain",
      image_url: " ",
    });
    expect(missingImage.status).toBe(400);
    expect(missingImage.json.message).toBe("Please select At least 1 image");
  });

  test("each answer says what it is; a missing brand is named", async () => {
    const brand = (await call("POST", "/brand", { brand_name: "Told", image_url: "/api/upload/files/seed-01.png" }))
      .json.body;
    expect((await call("GET", "/brand/get")).json.message).toBe("Brands");
    expect((await call("GET", `/brandbyId/get/${brand.id}`)).json.message).toBe("Brand");
    for (const [method, url] of [
      ["GET", "/brandbyId/get/999999"],
      ["PUT", "/brand/update/999999"],
      ["DELETE", "/brand/delete/999999"],
    ] as const) {
      const missing = await call(
        method,
        url,
        method === "PUT" ? { brand_name: "X", image_url: "/api/upload/files/seed-01.png" } : undefined,
      );
      expect(missing.status).toBe(404);
      expect(missing.json.message).toBe("Brand not found");
    }
  });
});

describe("categories", () => {
  test("a category made without a description has an empty one; update trims every field", async () => {
    const created = await call("POST", "/category", {
      category_name: "Bare",
      image_url: "/api/upload/files/seed-02.png",
    });
    expect(created.status).toBe(201);
    expect(created.json.body.description).toBe("");
    const updated = await call("PUT", `/category/update/${created.json.body.id}`, {
      category_name: "Bare",
      description: "  Now described  ",
      image_url: "  /api/upload/files/seed-04.png  ",
    });
    expect(updated.json.body).toMatchObject({
      description: "Now described",
      image_url: "/api/upload/files/seed-04.png",
    });
    const stored = await call("GET", `/categoryById/get/${created.json.body.id}`);
    expect(stored.json.body).toMatchObject({
      description: "Now described",
      image_url: "/api/upload/files/seed-04.png",
    });
    const missingImage = await call("PUT", `/category/update/${created.json.body.id}`, {
      category_name: "Bare",
      image_url: "",
    });
    expect(missingImage.status).toBe(400);
    expect(missingImage.json.message).toBe("Please select At least 1 image");
  });

  test("each answer says what it is; a missing category or brand is named", async () => {
    const brand = (await call("POST", "/brand", { brand_name: "Holder", image_url: "/api/upload/files/seed-01.png" }))
      .json.body;
    const category = (
      await call("POST", "/category", {
        category_name: "Held",
        image_url: "/api/upload/files/seed-02.png",
        brand_id: brand.id,
      })
    ).json.body;
    expect((await call("GET", "/category/get")).json.message).toBe("Categories");
    const ofBrand = await call("GET", `/categories/brandId/${brand.id}`);
    expect(ofBrand.json.message).toBe("Categories");
    expect(ofBrand.json.body.map((row: { id: number }) => row.id)).toEqual([category.id]);
    expect((await call("GET", `/categoryById/get/${category.id}`)).json.message).toBe("Category");
    const noBrand = await call("GET", "/categories/brandId/999999");
    expect(noBrand.status).toBe(404);
    expect(noBrand.json.message).toBe("Brand not found");
    for (const [method, url] of [
      ["PUT", "/category/update/999999"],
      ["DELETE", "/category/delete/999999"],
    ] as const) {
      const missing = await call(
        method,
        url,
        method === "PUT" ? { category_name: "X", image_url: "/api/upload/files/seed-02.png" } : undefined,
      );
      expect(missing.status).toBe(404);
      expect(missing.json.message).toBe("Category not found");
    }
  });
});

describe("colours, tags and strengths", () => {
  test("each kind's list and update answer name the kind; a missing one is named", async () => {
    const tag = (await call("POST", "/device", { device_name: "Named tag" })).json.body;
    expect((await call("GET", "/flavour/get")).json.message).toBe("Colour list");
    expect((await call("GET", "/device/get")).json.message).toBe("Tag list");
    const renamed = await call("PUT", `/device/update/${tag.id}`, { device_name: "  Renamed tag  " });
    expect(renamed.json.message).toBe("Tag updated successfully");
    expect(renamed.json.body.device_name).toBe("Renamed tag");
    const missing = await call("PUT", "/nicotine/update/999999", { nicotine_strength: "3", unit: "mg" });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe("Nicotine strength not found");
  });
});

describe("who may call the catalog", () => {
  test("every brand, category and attribute call: 401 without a token, 403 for a customer", async () => {
    const customer = (await t.account("USER")).token;
    const brand = { brand_name: "Forbidden", image_url: "/api/upload/files/seed-01.png" };
    const category = { category_name: "Forbidden", image_url: "/api/upload/files/seed-02.png", brand_id: 1 };
    const routes: ApiCall[] = [
      ["GET", "/brand/get"],
      ["GET", "/brandbyId/get/1"],
      ["POST", "/brand", brand],
      ["PUT", "/brand/update/1", brand],
      ["DELETE", "/brand/delete/1"],
      ["GET", "/category/get"],
      ["GET", "/categories/brandId/1"],
      ["GET", "/categoryById/get/1"],
      ["POST", "/category", category],
      ["PUT", "/category/update/1", category],
      ["DELETE", "/category/delete/1"],
    ];
    for (const [kind, body] of [
      ["flavour", { flavour_name: "Forbidden" }],
      ["device", { device_name: "Forbidden" }],
      ["nicotine", { nicotine_strength: "3", unit: "mg" }],
    ] as const) {
      routes.push(
        ["GET", `/${kind}/get`],
        ["POST", `/${kind}`, body],
        ["PUT", `/${kind}/update/1`, body],
        ["DELETE", `/${kind}/delete/1`],
      );
    }
    await expectBackOfficeOnly(t, customer, routes);
    expect((await call("GET", "/brandbyId/get/1")).status).toBe(200);
  });

  test("an attribute's text fields have a length limit and no unknown field is accepted", async () => {
    for (const [kind, body, name] of [
      ["flavour", { flavour_name: "Teal" }, "flavour_name"],
      ["device", { device_name: "Pod" }, "device_name"],
      ["nicotine", { nicotine_strength: "3", unit: "mg" }, "nicotine_strength"],
    ] as const) {
      const long = await call("POST", `/${kind}`, { ...body, [name]: "x".repeat(201) });
      expect(long.status).toBe(400);
      expect(long.json.message).toBe(`Invalid body.${name}: must NOT have more than 200 characters`);
      const longDescription = await call("POST", `/${kind}`, { ...body, description: "x".repeat(5001) });
      expect(longDescription.json.message).toBe("Invalid body.description: must NOT have more than 5000 characters");
      const unknown = await call("POST", `/${kind}`, { ...body, colour_code: "#008080" });
      expect(unknown.status).toBe(400);
      expect(unknown.json.message).toMatch(/must NOT have additional properties/);
      expect((await call("POST", `/${kind}`, { ...body, [name]: "x".repeat(200) })).status).toBe(201);
    }
    const longUnit = await call("POST", "/nicotine", { nicotine_strength: "3", unit: "u".repeat(201) });
    expect(longUnit.json.message).toBe("Invalid body.unit: must NOT have more than 200 characters");
  });
});

describe("the update forms' rules, as on create", () => {
  test("a blank brand or category name is refused on update; the row is unchanged", async () => {
    const brand = await call("POST", "/brand", {
      brand_name: "Kept brand",
      image_url: "/api/upload/files/seed-01.png",
    });
    const blankBrand = await call("PUT", `/brand/update/${brand.json.body.id}`, {
      brand_name: "  ",
      image_url: "/api/upload/files/seed-01.png",
    });
    expect(blankBrand.status).toBe(400);
    expect(blankBrand.json.message).toBe("brand_name is required");
    const category = await call("POST", "/category", {
      category_name: "Kept category",
      image_url: "  /api/upload/files/seed-02.png  ",
      brand_id: brand.json.body.id,
    });
    expect(category.json.body).toMatchObject({ image_url: "/api/upload/files/seed-02.png", description: "" });
    const id = category.json.body.id as number;
    const blank = await call("PUT", `/category/update/${id}`, {
      category_name: " ",
      image_url: "/api/upload/files/seed-02.png",
    });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe("category_name is required");
    expect((await call("GET", `/categoryById/get/${id}`)).json.body.category_name).toBe("Kept category");
  });

  test("a category updated without a description or brand keeps its brand and has an empty description", async () => {
    const brand = await call("POST", "/brand", { brand_name: "Owner", image_url: "/api/upload/files/seed-01.png" });
    const created = await call("POST", "/category", {
      category_name: "Described",
      description: "Words",
      image_url: "/api/upload/files/seed-02.png",
      brand_id: brand.json.body.id,
    });
    const updated = await call("PUT", `/category/update/${created.json.body.id}`, {
      category_name: "Described again",
      image_url: "/api/upload/files/seed-02.png",
    });
    expect(updated.status).toBe(200);
    expect(updated.json.body).toMatchObject({ description: "", brand_id: brand.json.body.id });
  });
});
