import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { brands } from "../../host-demo/server/db/schema/index.js";
import { createTestApp, type Account, type TestApp } from "./helpers.js";

/**
 * JOURNAL=off (options.journal false) exists for bench/journal.ts, which compares a write with
 * and without the journal: the "without" side must really write as before it (no journal row),
 * and still write.
 */
let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: false, journal: false });
  admin = await t.account("ADMIN", { full_name: "Alex Admin" });
});
afterAll(() => t.close());

test("with the journal off a write still lands and leaves no journal row", async () => {
  const before = await t.database.db.execute(sql`select count(*)::int as count from change_journal`);
  const created = await t.call("POST", "/api/brand", {
    token: admin.token,
    body: { brand_name: "Unjournaled Brand", image_url: "/api/upload/files/seed-01.png" },
  });
  expect(created.status).toBe(201);
  const id = created.json.body.id as number;
  const renamed = await t.call("PUT", `/api/brand/update/${id}`, {
    token: admin.token,
    body: { brand_name: "Unjournaled Brand Two", image_url: "/api/upload/files/seed-01.png" },
  });
  expect(renamed.status).toBe(200);
  const [row] = await t.database.db.select({ name: brands.brand_name }).from(brands).where(eq(brands.id, id));
  expect(row.name).toBe("Unjournaled Brand Two");
  const after = await t.database.db.execute(sql`select count(*)::int as count from change_journal`);
  expect((after as unknown as { rows: { count: number }[] }).rows[0].count).toBe(
    (before as unknown as { rows: { count: number }[] }).rows[0].count,
  );
});
