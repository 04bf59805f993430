import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";

/**
 * No silent lost update for locations (issue 33): countries, states and cities answer their
 * version as the ETag; a rename sent with a stale If-Match gets 412 with the current record, a
 * matching one applies, and one without If-Match applies as before.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: false });
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

const put = (url: string, body: unknown, ifMatch?: string) =>
  t.call("PUT", url, { token: admin, body, headers: ifMatch === undefined ? {} : { "if-match": ifMatch } });

async function create(url: string, body: unknown): Promise<number> {
  const created = await t.call("POST", url, { token: admin, body });
  expect(created.status).toBe(201);
  return created.json.body.id as number;
}

const levels = [
  {
    level: "country",
    read: (id: number) => `/api/country/byid/${id}`,
    update: (id: number) => `/api/country/update/${id}`,
    make: () => create("/api/country/add", { name: `Etagland ${Math.random()}` }),
    body: (name: string) => ({ name }),
  },
  {
    level: "state",
    read: (id: number) => `/api/state/byid/${id}`,
    update: (id: number) => `/api/state/update/${id}`,
    make: async () => {
      const countryId = await create("/api/country/add", { name: `State land ${Math.random()}` });
      return create("/api/state/add", { name: "Etag State", countryId });
    },
    body: (name: string) => ({ name }),
  },
  {
    level: "city",
    read: (id: number) => `/api/city/byid/${id}`,
    update: (id: number) => `/api/city/update/${id}`,
    make: async () => {
      const countryId = await create("/api/country/add", { name: `City land ${Math.random()}` });
      const stateId = await create("/api/state/add", { name: "City State", countryId });
      return create("/api/city/add", { name: "Etag City", stateId });
    },
    body: (name: string) => ({ name }),
  },
];

describe.each(levels)("$level", ({ level, read, update, make, body }) => {
  test("a stale If-Match gets 412 with the current record; a matching one applies", async () => {
    const id = await make();
    const opened = await t.call("GET", read(id), { token: admin });
    expect(opened.response.headers.etag).toBe('"1"');
    expect(opened.json.body.version).toBe(1);

    const first = await put(update(id), body(`${level} by Alex`), '"1"');
    expect(first.status).toBe(200);
    expect(first.response.headers.etag).toBe('"2"');
    expect(first.json.body).toMatchObject({ id, name: `${level} by Alex`, version: 2 });

    const second = await put(update(id), body(`${level} by Sam`), '"1"');
    expect(second.status).toBe(412);
    expect(second.json.success).toBe(false);
    expect(second.json.body).toMatchObject({ id, name: `${level} by Alex`, version: 2 });
    expect(second.response.headers.etag).toBe('"2"');
    expect((await t.call("GET", read(id), { token: admin })).json.body.name).toBe(`${level} by Alex`);

    const retried = await put(update(id), body(`${level} by Sam`), '"2"');
    expect(retried.status).toBe(200);
    expect(retried.json.body).toMatchObject({ name: `${level} by Sam`, version: 3 });
  });

  test("without If-Match a rename applies as before; an unknown id is 404", async () => {
    const id = await make();
    expect((await put(update(id), body(`${level} blind 1`))).status).toBe(200);
    const blind = await put(update(id), body(`${level} blind 2`));
    expect(blind.status).toBe(200);
    expect(blind.json.body.version).toBe(3);
    expect((await put(update(999999), body("Nowhere"), '"1"')).status).toBe(404);
  });
});
