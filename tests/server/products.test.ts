import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createTestApp, expectBackOfficeOnly, newCatalog, productBody, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
/** This file's own products, made once by the first test that runs and only read by the tests. */
type OwnProducts = {
  catalog: Awaited<ReturnType<typeof newCatalog>>;
  other: Awaited<ReturnType<typeof newCatalog>>;
  secondCategory: { id: number };
  alpha: number;
  beta: number;
  gamma: number;
  literal: number;
  lookalike: number;
};
let mine: OwnProducts;
let made: Promise<OwnProducts> | undefined;

async function makeOwnProducts(): Promise<OwnProducts> {
  const catalog = await newCatalog(t, admin, "Zephyrine");
  const other = await newCatalog(t, admin, "Quillon");
  const secondCategory = (
    await t.call("POST", "/api/category", {
      token: admin,
      body: {
        category_name: "Zephyrine second",
        image_url: "/api/upload/files/seed-02.png",
        brand_id: catalog.brand.id,
      },
    })
  ).json.body;
  const create = async (fields: Record<string, unknown>, base = catalog) => {
    const { status, json } = await t.call("POST", "/api/product", { token: admin, body: productBody(base, fields) });
    if (status !== 201) throw new Error(`product not created: ${json.message}`);
    return json.body.id as number;
  };
  // Created in this order, so the newest-first list shows them in reverse.
  const alpha = await create({ product_name: "Zephyrine Alpha" });
  const beta = await create({ product_name: "Zephyrine Beta", status: "DRAFT" });
  const gamma = await create({ product_name: "Zephyrine Gamma", category_id: secondCategory.id });
  const literal = await create({ product_name: "Quillon 100% Pure_x\\y" }, other);
  const lookalike = await create({ product_name: "Quillon 1000 Purebxy" }, other);
  return { catalog, other, secondCategory, alpha, beta, gamma, literal, lookalike };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
// Made inside the first test rather than in beforeAll, so mutation testing can tell which test
// exercised the create calls (code run in beforeAll belongs to no test).
beforeEach(async () => {
  made ??= makeOwnProducts();
  mine = await made;
});
afterAll(() => t.close());

const list = async (query: string) => {
  const { status, json } = await t.call("GET", `/api/products?${query}`, { token: admin });
  expect(status).toBe(200);
  expect(json.message).toBe("Products");
  return json.body as { products: { id: number; product_name: string }[]; totalProducts: number };
};
const ids = (page: { products: { id: number }[] }) => page.products.map((row) => row.id);

describe("product list", () => {
  test("a page in the spec's read shape with the total", async () => {
    const { products, totalProducts } = await list("page=1&limit=10&status=PUBLISHED");
    expect(products).toHaveLength(10);
    expect(totalProducts).toBeGreaterThan(10);
    const product = products[0] as unknown as Record<string, any>;
    expect(product.status).toBe("PUBLISHED");
    const dates = products.map((row) => Date.parse((row as unknown as { created_at: string }).created_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const [own] = (await list("page=1&limit=10&search=Zephyrine+Alpha")).products as unknown as Record<string, any>[];
    expect(own).toMatchObject({
      id: mine.alpha,
      product_name: "Zephyrine Alpha",
      status: "PUBLISHED",
      price: 9.5,
      stock: 5,
      brand: { id: mine.catalog.brand.id, brand_name: "Zephyrine brand" },
      category: { id: mine.catalog.category.id, category_name: "Zephyrine category" },
      productFlavours: [{ flavor_id: mine.catalog.colour.id, flavours: { flavour_name: "Zephyrine colour" } }],
      productDevices: [{ device_id: mine.catalog.tag.id, device: { device_name: "Zephyrine tag" } }],
      productNicotines: [],
    });
    // Each relation carries exactly the fields the screens read, nothing more.
    expect(own.brand).toEqual({ id: mine.catalog.brand.id, brand_name: "Zephyrine brand" });
    expect(own.category).toEqual({ id: mine.catalog.category.id, category_name: "Zephyrine category" });
    expect(own.productFlavours).toEqual([
      {
        flavor_id: mine.catalog.colour.id,
        flavours: { id: mine.catalog.colour.id, flavour_name: "Zephyrine colour" },
      },
    ]);
    expect(own.productDevices).toEqual([
      { device_id: mine.catalog.tag.id, device: { id: mine.catalog.tag.id, device_name: "Zephyrine tag" } },
    ]);
    expect(own.productImages).toEqual([
      {
        image_id: mine.catalog.images[0].id,
        display_order: 1,
        file: { id: mine.catalog.images[0].id, img_url: mine.catalog.images[0].img_url },
      },
      {
        image_id: mine.catalog.images[1].id,
        display_order: 2,
        file: { id: mine.catalog.images[1].id, img_url: mine.catalog.images[1].img_url },
      },
    ]);
  });

  test("pages do not overlap, follow newest first, and each carries the filter's total", async () => {
    const one = await list("page=1&limit=2&search=zephyrine");
    const two = await list("page=2&limit=2&search=zephyrine");
    const three = await list("page=3&limit=2&search=zephyrine");
    expect(ids(one)).toEqual([mine.gamma, mine.beta]);
    expect(ids(two)).toEqual([mine.alpha]);
    expect(ids(three)).toEqual([]);
    expect([one.totalProducts, two.totalProducts, three.totalProducts]).toEqual([3, 3, 3]);
    const drafts = await list("page=1&limit=5&status=DRAFT");
    const nextDrafts = await list("page=2&limit=5&status=DRAFT");
    expect(drafts.products).toHaveLength(5);
    expect(nextDrafts.products).toHaveLength(5);
    expect(new Set([...ids(drafts), ...ids(nextDrafts)]).size).toBe(10);
  });

  test("the status filter keeps only products of that status, with its own total", async () => {
    const drafts = await list("page=1&limit=100&status=DRAFT&search=zephyrine");
    expect(ids(drafts)).toEqual([mine.beta]);
    expect(drafts.totalProducts).toBe(1);
    const published = await list("page=1&limit=100&status=PUBLISHED&search=zephyrine");
    expect(ids(published)).toEqual([mine.gamma, mine.alpha]);
    expect(published.totalProducts).toBe(2);
    const allDrafts = await list("page=1&limit=100&status=DRAFT");
    expect(allDrafts.products.length).toBeGreaterThan(0);
    expect(allDrafts.products.every((row) => (row as unknown as { status: string }).status === "DRAFT")).toBe(true);
  });

  test("search matches part of the name, ignoring case and surrounding spaces", async () => {
    const found = await list("page=1&limit=100&search=%20%20ZEPHYRINE%20B%20");
    expect(ids(found)).toEqual([mine.beta]);
    expect(found.totalProducts).toBe(1);
    const blank = await list("page=1&limit=1&search=%20%20");
    const unfiltered = await list("page=1&limit=1");
    expect(blank.totalProducts).toBe(unfiltered.totalProducts);
    expect(unfiltered.totalProducts).toBeGreaterThan(5);
  });

  test("%, _ and \\ typed in a search are literal characters, not wildcards", async () => {
    expect(ids(await list(`page=1&limit=100&search=${encodeURIComponent("100%")}`))).toEqual([mine.literal]);
    expect(ids(await list(`page=1&limit=100&search=${encodeURIComponent("Pure_x")}`))).toEqual([mine.literal]);
    expect(ids(await list(`page=1&limit=100&search=${encodeURIComponent("_x\\y")}`))).toEqual([mine.literal]);
    expect((await list(`page=1&limit=100&search=${encodeURIComponent("%")}`)).totalProducts).toBe(1);
    expect((await list(`page=1&limit=100&search=${encodeURIComponent("Quillon 1%0")}`)).totalProducts).toBe(0);
  });

  test("the brand and category filters keep only that brand's or category's products", async () => {
    const byBrand = await list(`page=1&limit=100&brandId=${mine.other.brand.id}`);
    expect(ids(byBrand)).toEqual([mine.lookalike, mine.literal]);
    expect(byBrand.totalProducts).toBe(2);
    const byCategory = await list(`page=1&limit=100&categoryId=${mine.catalog.category.id}`);
    expect(ids(byCategory)).toEqual([mine.beta, mine.alpha]);
    expect(byCategory.totalProducts).toBe(2);
    const both = await list(`page=1&limit=100&brandId=${mine.catalog.brand.id}&categoryId=${mine.secondCategory.id}`);
    expect(ids(both)).toEqual([mine.gamma]);
    const none = await list(`page=1&limit=100&brandId=${mine.other.brand.id}&categoryId=${mine.secondCategory.id}`);
    expect(none).toEqual({ products: [], totalProducts: 0 });
  });

  test("deep pages (started from remembered anchors) match SQL, newest first with ties by id", async () => {
    const bulk = await newCatalog(t, admin, "Deepwater");
    // 2,300 products of one brand, every 7 sharing one created_at, a third of them drafts.
    await t.database.db.execute(sql`
      insert into products (product_name, description, category_id, brand_id, stock, price, status, created_at)
      select 'Deepwater ' || n, 'Bulk', ${bulk.category.id}, ${bulk.brand.id}, 5, 9.5,
             case when n % 3 = 0 then 'DRAFT' else 'PUBLISHED' end, now() - ((n / 7) || ' minutes')::interval
      from generate_series(1, 2300) as n`);
    t.app.readCache.invalidate();
    const inSql = async (status?: string) =>
      (
        (await t.database.db.execute(sql`
          select id from products where brand_id = ${bulk.brand.id} ${status ? sql`and status = ${status}` : sql``}
          order by created_at desc, id desc`)) as unknown as { rows: { id: number }[] }
      ).rows.map((row) => Number(row.id));
    const all = await inSql();
    for (const page of [230, 229, 101, 100, 1])
      expect(ids(await list(`page=${page}&limit=10&brandId=${bulk.brand.id}`))).toEqual(
        all.slice((page - 1) * 10, page * 10),
      );
    const published = await inSql("PUBLISHED");
    const deep = await list(`page=77&limit=20&brandId=${bulk.brand.id}&status=PUBLISHED`);
    expect(deep.totalProducts).toBe(published.length);
    expect(ids(deep)).toEqual(published.slice(1520, 1540));
  });

  test("a category's products come from its own route, filtered further by the query", async () => {
    const url = (id: number, query = "") => `/api/product/categoryId/${id}?page=1&limit=100${query}`;
    const first = await t.call("GET", url(mine.catalog.category.id), { token: admin });
    expect(first.status).toBe(200);
    expect(first.json.message).toBe("Products");
    expect(ids(first.json.body)).toEqual([mine.beta, mine.alpha]);
    expect(first.json.body.totalProducts).toBe(2);
    const published = await t.call("GET", url(mine.catalog.category.id, "&status=PUBLISHED"), { token: admin });
    expect(ids(published.json.body)).toEqual([mine.alpha]);
    expect(published.json.body.totalProducts).toBe(1);
    const second = await t.call("GET", url(mine.secondCategory.id), { token: admin });
    expect(ids(second.json.body)).toEqual([mine.gamma]);
  });

  test("invalid paging is a 400 naming the field; roles enforced", async () => {
    const bad = await t.call("GET", "/api/products?page=0&limit=500", { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/page|limit/);
    expect((await t.call("GET", "/api/products?status=SOLD", { token: admin })).status).toBe(400);
    expect((await t.call("GET", "/api/products")).status).toBe(401);
    const customer = await t.account("USER");
    // Every product call is for the back office; a refused write changes nothing.
    const body = productBody(mine.catalog, { product_name: "Not allowed" });
    await expectBackOfficeOnly(t, customer.token, [
      ["GET", "/products"],
      ["GET", `/product/categoryId/${mine.catalog.category.id}`],
      ["GET", `/product/byid/${mine.alpha}`],
      ["POST", "/product", body],
      ["PUT", `/product/update/${mine.alpha}`, body],
      ["DELETE", `/product/delete/${mine.alpha}`],
    ]);
    const alpha = await t.call("GET", `/api/product/byid/${mine.alpha}`, { token: admin });
    expect(alpha.json.body.product_name).toBe("Zephyrine Alpha");
    const superAdmin = await t.account("SUPER_ADMIN");
    expect((await t.call("GET", "/api/products", { token: superAdmin.token })).status).toBe(200);
  });
});

describe("product by id and delete", () => {
  test("by id answers the list shape; an unknown id is 404", async () => {
    const found = await t.call("GET", `/api/product/byid/${mine.gamma}`, { token: admin });
    expect(found.status).toBe(200);
    expect(found.json.message).toBe("Product");
    expect(found.json.body).toMatchObject({ id: mine.gamma, product_name: "Zephyrine Gamma" });
    const missing = await t.call("GET", "/api/product/byid/999999", { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe("Product not found");
  });

  test("a product in orders cannot be deleted", async () => {
    const order = await t.order("PENDING");
    const detail = await t.call("GET", `/api/admin/order/byid/${order.id}`, { token: admin });
    const productId = detail.json.body.orderItems[0].product.id;
    const refused = await t.call("DELETE", `/api/product/delete/${productId}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/part of orders/);
    expect((await t.call("GET", `/api/product/byid/${productId}`, { token: admin })).status).toBe(200);
  });

  test("deleting a product takes its banners with it; a second delete is 404", async () => {
    const catalog = await newCatalog(t, admin, "Ephemeral");
    const created = await t.call("POST", "/api/product", {
      token: admin,
      body: productBody(catalog, { product_name: "Ephemeral one" }),
    });
    const id = created.json.body.id;
    const banner = await t.call("POST", "/api/banner", {
      token: admin,
      body: {
        title: "Ephemeral sale",
        target_type: "PRODUCT",
        target_id: id,
        img_url: "/api/upload/files/seed-05.png",
      },
    });
    expect(banner.status).toBe(201);
    const deleted = await t.call("DELETE", `/api/product/delete/${id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe("Product deleted successfully");
    expect((await t.call("GET", `/api/product/byid/${id}`, { token: admin })).status).toBe(404);
    const banners = await t.call("GET", "/api/banner/get", { token: admin });
    expect(banners.status).toBe(200);
    expect(banners.json.body.some((row: { id: number }) => row.id === banner.json.body.id)).toBe(false);
    const again = await t.call("DELETE", `/api/product/delete/${id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.json.message).toBe("Product not found");
    const update = await t.call("PUT", `/api/product/update/${id}`, {
      token: admin,
      body: productBody(catalog, { product_name: "Ephemeral again" }),
    });
    expect(update.status).toBe(404);
    expect(update.json.message).toBe("Product not found");
  });
});
