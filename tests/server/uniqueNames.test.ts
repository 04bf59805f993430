import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { openDatabase } from "../../host-demo/server/db/client.js";
import { migrate } from "../../host-demo/server/db/migrate.js";
import databasePlugin from "../../host-demo/server/plugins/database.js";
import { createTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

const call = (method: "POST" | "PUT" | "GET", url: string, body?: unknown) =>
  t.call(method, `/api${url}`, { token: admin, body });
const IMAGE = "/api/upload/files/seed-01.png";

/** Each kind of record whose name operators tell it apart by: how to create one, rename one, and its 409. */
const KINDS = [
  {
    kind: "brands",
    create: (name: string) => call("POST", "/brand", { brand_name: name, image_url: IMAGE }),
    rename: (id: number, name: string) => call("PUT", `/brand/update/${id}`, { brand_name: name, image_url: IMAGE }),
    taken: (name: string) => `A brand named "${name}" already exists.`,
  },
  {
    kind: "colours",
    create: (name: string) => call("POST", "/flavour", { flavour_name: name, description: "" }),
    rename: (id: number, name: string) => call("PUT", `/flavour/update/${id}`, { flavour_name: name }),
    taken: (name: string) => `A colour named "${name}" already exists.`,
  },
  {
    kind: "tags",
    create: (name: string) => call("POST", "/device", { device_name: name, description: "" }),
    rename: (id: number, name: string) => call("PUT", `/device/update/${id}`, { device_name: name }),
    taken: (name: string) => `A tag named "${name}" already exists.`,
  },
  {
    kind: "nicotine strengths (strength with its unit)",
    create: (name: string) => call("POST", "/nicotine", { nicotine_strength: name, unit: "mg/ml", description: "" }),
    rename: (id: number, name: string) =>
      call("PUT", `/nicotine/update/${id}`, { nicotine_strength: name, unit: "mg/ml" }),
    taken: (name: string) => `A nicotine strength "${name} mg/ml" already exists.`,
  },
  {
    kind: "shipping services",
    create: (name: string) =>
      call("POST", "/shipping/add", { title: name, description: "Two days", price: 4.5, image: IMAGE }),
    rename: (id: number, name: string) =>
      call("PUT", `/shipping/update/${id}`, { title: name, description: "Two days", price: 4.5, image: IMAGE }),
    taken: (name: string) => `A shipping service named "${name}" already exists.`,
  },
];

describe("a name is used once, without case and with runs of spaces as one (409)", () => {
  for (const { kind, create, rename, taken } of KINDS) {
    test(kind, async () => {
      const first = await create("North Star 7");
      expect(first.status).toBe(201);
      for (const variant of ["north star 7", "  NORTH   STAR 7 ", "North\tStar 7"]) {
        const again = await create(variant);
        expect(again.status, variant).toBe(409);
        expect(again.json).toMatchObject({ success: false, message: taken(variant.trim()) });
      }
      const other = await create("South Star 7");
      expect(other.status).toBe(201);
      const clash = await rename(other.json.body.id, "NORTH STAR 7");
      expect(clash.status).toBe(409);
      // A record keeps its own name when saved again, in another case too.
      expect((await rename(first.json.body.id, "North star 7")).status).toBe(200);
    });
  }

  test("categories: once per brand; another brand may use the name", async () => {
    const brand = async (name: string) =>
      (await call("POST", "/brand", { brand_name: name, image_url: IMAGE })).json.body;
    const [one, two] = [await brand("Unique Cat Brand A"), await brand("Unique Cat Brand B")];
    const category = (brandId: number, name: string) =>
      call("POST", "/category", { category_name: name, image_url: IMAGE, brand_id: brandId });
    const first = await category(one.id, "Coils");
    expect(first.status).toBe(201);
    const again = await category(one.id, " COILS ");
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This brand already has a category named "COILS".');
    expect((await category(two.id, "coils")).status).toBe(201);
    const moved = await call("PUT", `/category/update/${first.json.body.id}`, {
      category_name: "Coils",
      image_url: IMAGE,
      brand_id: two.id,
    });
    expect(moved.status).toBe(409);
  });

  test("two requests at once with the same new name: one is created, the other is 409", async () => {
    const [a, b] = await Promise.all([KINDS[0].create("Race Brand"), KINDS[0].create("race brand")]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const listed = (await call("GET", "/brand/get")).json.body.filter(
      (row: { brand_name: string }) => row.brand_name.toLowerCase() === "race brand",
    );
    expect(listed).toHaveLength(1);
  });
});

describe("migration 011 on old data with duplicates", () => {
  test("keeps both, suffixes the later one with its id, and logs each rename once", async () => {
    const database = await openDatabase({});
    onTestFinished(() => database.close());
    await migrate(database, { upTo: "010_auth_limits.sql" });
    await database.exec(`
      insert into brands (id, brand_name, image_url) values (501, 'Vapor King', '${IMAGE}'), (502, 'vapor  king', '${IMAGE}'), (503, 'Other', '${IMAGE}');
      insert into categories (id, category_name, image_url, brand_id) values (601, 'Pods', '${IMAGE}', 501), (602, 'PODS', '${IMAGE}', 501), (603, 'Pods', '${IMAGE}', 503);
      insert into flavours (id, flavour_name) values (701, 'Red'), (702, 'red ');
      insert into devices (id, device_name) values (801, 'Kit'), (802, 'Kit');
      insert into nicotines (id, nicotine_strength, unit) values (901, '6', 'mg'), (902, '6', 'MG'), (903, '6', 'mg/ml');
      insert into shipping_services (id, title, description, price, image) values (951, 'Express', 'x', 1, '${IMAGE}'), (952, 'EXPRESS', 'x', 1, '${IMAGE}');
    `);
    const logs: { level: number; msg: string }[] = [];
    const app = Fastify({
      pluginTimeout: 60_000,
      logger: { level: "info", stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
    });
    onTestFinished(() => app.close());
    await app.register(databasePlugin, { database });
    await app.ready();

    const names = async (sql: string) =>
      ((await database.db.execute(sql)) as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    expect(await names("select brand_name as name from brands order by id")).toEqual([
      "Vapor King",
      "vapor king (502)",
      "Other",
    ]);
    expect(await names("select category_name as name from categories order by id")).toEqual([
      "Pods",
      "PODS (602)",
      "Pods",
    ]);
    expect(await names("select flavour_name as name from flavours order by id")).toEqual(["Red", "red (702)"]);
    expect(await names("select device_name as name from devices order by id")).toEqual(["Kit", "Kit (802)"]);
    expect(await names("select nicotine_strength || ' ' || unit as name from nicotines order by id")).toEqual([
      "6 mg",
      "6 (902) MG",
      "6 mg/ml",
    ]);
    expect(await names("select title as name from shipping_services order by id")).toEqual([
      "Express",
      "EXPRESS (952)",
    ]);
    const renamed = logs.filter((line) => line.msg.startsWith("duplicate name renamed")).map((line) => line.msg);
    expect(renamed).toEqual([
      'duplicate name renamed: brands 502 "vapor  king" → "vapor king (502)"',
      'duplicate name renamed: categories 602 "PODS" → "PODS (602)"',
      'duplicate name renamed: flavours 702 "red " → "red (702)"',
      'duplicate name renamed: devices 802 "Kit" → "Kit (802)"',
      'duplicate name renamed: nicotines 902 "6" → "6 (902)"',
      'duplicate name renamed: shipping_services 952 "EXPRESS" → "EXPRESS (952)"',
    ]);
    // And the names stay unique from here on.
    await expect(
      database.exec(`insert into brands (brand_name, image_url) values ('VAPOR KING', '${IMAGE}')`),
    ).rejects.toThrow();
  });
});
