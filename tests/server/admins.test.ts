import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../host-demo/server/db/schema/index.js";
import { keepOneSuperAdmin, LAST_SUPER_ADMIN } from "../../host-demo/server/lib/accounts/adminRules.js";
import { HttpError } from "../../host-demo/server/lib/http/http.js";
import { createTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

const statusOf = async (id: number) =>
  (await t.database.db.select({ status: users.account_status }).from(users).where(eq(users.id, id)))[0]?.status;

describe("admin users", () => {
  test("admin management is SUPER_ADMIN only", async () => {
    const superAdmin = await t.account("SUPER_ADMIN");
    const other = await t.account("ADMIN");
    expect((await t.call("GET", "/api/users/admins", { token: admin })).status).toBe(403);
    const statusByAdmin = await t.call("PUT", `/api/user/account/status/${other.id}`, {
      token: admin,
      body: { status: "BANNED" },
    });
    expect(statusByAdmin.status).toBe(403);
    expect((await t.call("DELETE", `/api/user/admin/delete/${other.id}`, { token: admin })).status).toBe(403);
    expect((await t.call("GET", "/api/user", { token: other.token })).status).toBe(200);
    const list = await t.call("GET", "/api/users/admins", { token: superAdmin.token });
    expect(list.status).toBe(200);
    expect(list.json.message).toBe("Admins");
    const types = new Set(list.json.body.map((user: { user_type: string }) => user.user_type));
    expect([...types].sort()).toEqual(["ADMIN", "SUPER_ADMIN"]);
    const listed = list.json.body.map((user: { id: number }) => user.id);
    expect(listed).toEqual(expect.arrayContaining([superAdmin.id, other.id]));
    expect([...listed].sort((a, b) => a - b)).toEqual(listed);
    expect(JSON.stringify(list.json.body)).not.toMatch(/password_hash|scrypt|session_id/);
  });

  test("a banned or restricted admin's token stops working; reactivated, they sign in again", async () => {
    const superAdmin = await t.account("SUPER_ADMIN");
    for (const status of ["BANNED", "RESTRICTED"]) {
      const target = await t.account("ADMIN");
      const changed = await t.call("PUT", `/api/user/account/status/${target.id}`, {
        token: superAdmin.token,
        body: { status },
      });
      expect(changed.status).toBe(200);
      expect(changed.json.message).toBe(`Account status set to ${status}`);
      expect(changed.json.body).toMatchObject({ id: target.id, account_status: status });
      const after = await t.call("GET", "/api/user", { token: target.token });
      expect(after.status).toBe(401);
      expect(after.json.message).toBe(`Account is ${status.toLowerCase()}`);
      const signIn = await t.call("POST", "/api/auth/signin", {
        body: { email: target.email, password: target.password },
      });
      expect(signIn.status).toBe(401);
      await t.call("PUT", `/api/user/account/status/${target.id}`, {
        token: superAdmin.token,
        body: { status: "ACTIVE" },
      });
      await t.signIn(target);
    }
  });

  test("account status: unknown values, own account, customers and unknown ids are refused", async () => {
    const superAdmin = await t.account("SUPER_ADMIN");
    const target = await t.account("ADMIN");
    const set = (id: number, status: string) =>
      t.call("PUT", `/api/user/account/status/${id}`, { token: superAdmin.token, body: { status } });
    expect((await set(target.id, "GONE")).status).toBe(400);
    const own = await set(superAdmin.id, "BANNED");
    expect(own.status).toBe(403);
    expect(own.json.message).toBe("You cannot change your own account status");
    expect((await t.call("GET", "/api/user", { token: superAdmin.token })).status).toBe(200);
    const customer = await t.account("USER");
    const notAdmin = await set(customer.id, "BANNED");
    expect(notAdmin.status).toBe(404);
    expect(notAdmin.json.message).toBe("Admin user not found");
    expect((await t.call("GET", "/api/user", { token: customer.token })).status).toBe(200);
    expect((await set(999999, "BANNED")).status).toBe(404);
  });

  test("deleting admins: not oneself, not a customer; an admin goes", async () => {
    const superAdmin = await t.account("SUPER_ADMIN");
    const remove = (id: number) => t.call("DELETE", `/api/user/admin/delete/${id}`, { token: superAdmin.token });
    const own = await remove(superAdmin.id);
    expect(own.status).toBe(403);
    expect(own.json.message).toBe("You cannot delete your own account");
    const customer = await t.account("USER");
    const notAdmin = await remove(customer.id);
    expect([notAdmin.status, notAdmin.json.message]).toEqual([404, "Admin user not found"]);
    // An admin that orders point at (an account that also shopped) stays: the orders are history.
    const shopper = await t.account("ADMIN");
    const order = await t.order("DELIVERED");
    await t.database.db.execute(sql`update orders set user_id = ${shopper.id} where id = ${order.id}`);
    const kept = await remove(shopper.id);
    expect([kept.status, kept.json.message]).toEqual([
      409,
      "This admin is referenced by other records and cannot be deleted.",
    ]);
    expect(await statusOf(shopper.id)).toBe("ACTIVE");
    const target = await t.account("ADMIN");
    const removed = await remove(target.id);
    expect(removed.status).toBe(200);
    expect(removed.json.message).toBe("Admin deleted successfully");
    const admins = await t.call("GET", "/api/users/admins", { token: superAdmin.token });
    expect(admins.json.body.map((user: { id: number }) => user.id)).not.toContain(target.id);
    expect(admins.json.body.map((user: { id: number }) => user.id)).toContain(superAdmin.id);
  });

  test("a SUPER_ADMIN may restrict and delete another SUPER_ADMIN while another active one remains", async () => {
    const superAdmin = await t.account("SUPER_ADMIN");
    const other = await t.account("SUPER_ADMIN");
    const restricted = await t.call("PUT", `/api/user/account/status/${other.id}`, {
      token: superAdmin.token,
      body: { status: "RESTRICTED" },
    });
    expect(restricted.status).toBe(200);
    expect(await statusOf(other.id)).toBe("RESTRICTED");
    const removed = await t.call("DELETE", `/api/user/admin/delete/${other.id}`, { token: superAdmin.token });
    expect(removed.status).toBe(200);
    expect(await statusOf(other.id)).toBeUndefined();
    // Setting one's own status to ACTIVE (what it already is) changes nothing and is allowed.
    const own = await t.call("PUT", `/api/user/account/status/${superAdmin.id}`, {
      token: superAdmin.token,
      body: { status: "ACTIVE" },
    });
    expect(own.status).toBe(200);
  });

  test("the last active SUPER_ADMIN is never banned or deleted: two removing each other, one stays", async () => {
    const first = await t.account("SUPER_ADMIN");
    const second = await t.account("SUPER_ADMIN");
    // Only these two are active SUPER_ADMINs (the seed's and earlier tests' are set aside).
    await t.database.db
      .update(users)
      .set({ account_status: "RESTRICTED" })
      .where(and(eq(users.user_type, "SUPER_ADMIN"), ne(users.id, first.id), ne(users.id, second.id)));
    t.app.readCache.invalidate();
    for (const request of [
      (by: string, id: number) =>
        t.call("PUT", `/api/user/account/status/${id}`, { token: by, body: { status: "BANNED" } }),
      (by: string, id: number) => t.call("DELETE", `/api/user/admin/delete/${id}`, { token: by }),
    ]) {
      const answers = await Promise.all([request(first.token, second.id), request(second.token, first.id)]);
      const statuses = answers.map((answer) => answer.status);
      // Exactly one goes through; the other is refused: with the reason (409), or because its
      // caller was just removed (401) when its check came after the other's change.
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      const refused = answers.find((answer) => answer.status !== 200)!;
      expect([401, 409]).toContain(refused.status);
      expect(refused.json.message).toEqual(refused.status === 409 ? LAST_SUPER_ADMIN : expect.any(String));
      const active = [await statusOf(first.id), await statusOf(second.id)].filter((status) => status === "ACTIVE");
      expect(active).toHaveLength(1);
      // Put the removed one back for the next round (as an active SUPER_ADMIN).
      const winner = answers[0].status === 200 ? first : second;
      const loser = winner === first ? second : first;
      if ((await statusOf(loser.id)) === undefined) break;
      await t.call("PUT", `/api/user/account/status/${loser.id}`, { token: winner.token, body: { status: "ACTIVE" } });
      loser.token = await t.signIn(loser);
    }
  });

  test("a lone SUPER_ADMIN cannot ban or delete themselves (403), and the rule refuses with 409 and the reason", async () => {
    const lone = await t.account("SUPER_ADMIN");
    const other = await t.account("SUPER_ADMIN");
    await t.database.db
      .update(users)
      .set({ account_status: "RESTRICTED" })
      .where(and(eq(users.user_type, "SUPER_ADMIN"), ne(users.id, lone.id)));
    t.app.readCache.invalidate();
    expect(
      (await t.call("PUT", `/api/user/account/status/${lone.id}`, { token: lone.token, body: { status: "BANNED" } }))
        .status,
    ).toBe(403);
    expect((await t.call("DELETE", `/api/user/admin/delete/${lone.id}`, { token: lone.token })).status).toBe(403);
    expect(await statusOf(lone.id)).toBe("ACTIVE");
    // Setting one's own status to ACTIVE changes nothing and is allowed, even for the last one.
    const stays = await t.call("PUT", `/api/user/account/status/${lone.id}`, {
      token: lone.token,
      body: { status: "ACTIVE" },
    });
    expect([stays.status, stays.json.body?.account_status]).toEqual([200, "ACTIVE"]);
    // The check every removal runs in its transaction: the lone active SUPER_ADMIN is refused with
    // a 409 and the reason; a restricted one, or one with an active peer, is not.
    const refusal = await keepOneSuperAdmin(t.database.db, lone.id).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 409, message: LAST_SUPER_ADMIN });
    await expect(keepOneSuperAdmin(t.database.db, other.id)).resolves.toBeUndefined();
    await t.database.db.update(users).set({ account_status: "ACTIVE" }).where(eq(users.id, other.id));
    await expect(keepOneSuperAdmin(t.database.db, lone.id)).resolves.toBeUndefined();
  });
});
