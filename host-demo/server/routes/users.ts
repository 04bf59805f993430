import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { orders, userAddresses, users } from "../db/schema/index.js";
import { accountColumns } from "../lib/accounts/accounts.js";
import { anyId, notFoundRefusals, selectedIds, sendBulk } from "../lib/http/bulk.js";
import { conflict, isReferenced, notFound, ok } from "../lib/http/http.js";
import { bulkSchemas } from "../schemas/bulk.js";
import { deleteUserSchema, listUsersSchema, userByIdSchema, userOrdersSchema } from "../schemas/users.js";

/**
 * Customers (admin users: routes/auth/admins.ts). Deleting a customer who has orders is refused (409): orders are
 * accounting history. Their addresses go with them (cascade).
 */
const usersRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  const orderTotals = db
    .select({
      user_id: orders.user_id,
      orderCount: sql<number>`count(*)::int`.as("order_count"),
      totalNetPayable: sql<number>`coalesce(sum(${orders.net_payable}), 0)::float8`.as("total_net_payable"),
    })
    .from(orders)
    .where(sql`${orders.order_status} <> 'CANCELED'`)
    .groupBy(orders.user_id)
    .as("order_totals");

  /**
   * The rows with their addresses. The whole customers list reads the customers' addresses by a
   * join rather than by an IN list of 10,000 ids (one bound parameter each).
   */
  async function withAddresses<T extends { id: number }>(rows: T[], allCustomers = false) {
    if (rows.length === 0) return [];
    const columns = {
      id: userAddresses.id,
      user_id: userAddresses.user_id,
      street: userAddresses.street,
      city: userAddresses.city,
      state: userAddresses.state,
      country: userAddresses.country,
    };
    const addresses = allCustomers
      ? await db
          .select(columns)
          .from(userAddresses)
          .innerJoin(users, eq(users.id, userAddresses.user_id))
          .where(eq(users.user_type, "USER"))
      : await db
          .select(columns)
          .from(userAddresses)
          .where(
            inArray(
              userAddresses.user_id,
              rows.map((row) => row.id),
            ),
          );
    // Grouped once: filtering the whole address list per row is quadratic at 10,000 customers.
    const byUser = new Map<number, typeof addresses>();
    for (const address of addresses) {
      const own = byUser.get(address.user_id);
      if (own) own.push(address);
      else byUser.set(address.user_id, [address]);
    }
    return rows.map((row) => ({ ...row, address: byUser.get(row.id) ?? [] }));
  }

  // Who referred the customer: the user (sale person or customer) whose code they used.
  const referrer = alias(users, "referrer");
  const customerQuery = () =>
    db
      .select({
        ...accountColumns,
        orderCount: sql<number>`coalesce(${orderTotals.orderCount}, 0)`,
        totalNetPayable: sql<number>`coalesce(${orderTotals.totalNetPayable}, 0)`,
        referred_by: referrer.full_name,
      })
      .from(users)
      .leftJoin(orderTotals, eq(orderTotals.user_id, users.id))
      .leftJoin(referrer, eq(referrer.referral_code, users.used_referral_code));

  app.get("/users", { schema: listUsersSchema, preHandler: app.backOffice }, async () => {
    const rows = await customerQuery()
      .where(eq(users.user_type, "USER"))
      .orderBy(sql`${users.created_at} desc`, users.id);
    return ok(await withAddresses(rows, true), "Users");
  });

  app.get("/user/byid/:id", { schema: userByIdSchema, preHandler: app.backOffice }, async (request) => {
    const rows = await customerQuery().where(
      and(eq(users.id, request.params.id), inArray(users.user_type, ["USER", "SALEPERSON"])),
    );
    if (rows.length === 0) throw notFound("User");
    return ok((await withAddresses(rows))[0], "User");
  });

  app.get("/user/orders/:id", { schema: userOrdersSchema, preHandler: app.backOffice }, async (request) => {
    const id = request.params.id;
    const [customer] = await customerQuery().where(and(eq(users.id, id), eq(users.user_type, "USER")));
    if (!customer) throw notFound("User");
    const recent = await db
      .select({
        id: orders.id,
        order_number: orders.order_number,
        order_status: orders.order_status,
        net_payable: orders.net_payable,
        created_at: orders.created_at,
      })
      .from(orders)
      .where(eq(orders.user_id, id))
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(request.query.limit ?? 5);
    return ok(
      { orders: recent, orderCount: customer.orderCount, totalNetPayable: customer.totalNetPayable },
      "User orders",
    );
  });

  app.delete("/user/delete/:id", { schema: deleteUserSchema, preHandler: app.backOffice }, async (request) => {
    const [user] = await db.select({ type: users.user_type }).from(users).where(eq(users.id, request.params.id));
    if (!user || (user.type !== "USER" && user.type !== "SALEPERSON")) throw notFound("User");
    try {
      await db.delete(users).where(eq(users.id, request.params.id));
    } catch (error) {
      if (isReferenced(error)) throw conflict("This user has orders; orders are kept, so the user cannot be deleted.");
      throw error;
    }
    return ok(null, "User deleted successfully");
  });

  // Customers only (the customers list's rows): one with orders is refused, naming how many.
  app.post(
    "/users/bulk-delete",
    { schema: bulkSchemas.users, preHandler: app.backOffice, config: { journal: "per-batch" } },
    async (request, reply) => {
      const ids = await selectedIds(request.body, async (filter) => {
        const term = filter.search?.trim();
        return (
          await db
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.user_type, "USER"),
                // As the list matches: the lower-cased name contains the lower-cased text.
                term ? sql`strpos(lower(${users.full_name}), lower(${term})) > 0` : undefined,
                filter.type ? eq(users.bussiness_type, filter.type) : undefined,
              ),
            )
            .orderBy(sql`${users.created_at} desc`, users.id)
        ).map((row) => row.id);
      });
      return sendBulk({
        app,
        request,
        reply,
        ids,
        noun: ["customer", "customers"],
        done: "deleted",
        apply: (batch) =>
          db.transaction(async (tx) => {
            const found = await tx
              .select({
                id: users.id,
                name: users.full_name,
                type: users.user_type,
                // Written out: inside a select list Drizzle leaves columns unqualified.
                orders: sql<number>`(select count(*) from orders o where o.user_id = users.id)::int`,
              })
              .from(users)
              .where(anyId(users.id, batch));
            const free = found
              .filter((user) => user.type === "USER" && Number(user.orders) === 0)
              .map((user) => user.id);
            const deleted = free.length
              ? (await tx.delete(users).where(anyId(users.id, free)).returning({ id: users.id })).map((row) => row.id)
              : [];
            const deletable = new Set(free);
            const refused = found
              .filter((user) => !deletable.has(user.id))
              .map((user) => {
                const count = Number(user.orders);
                const reason = user.type !== "USER" ? "Not a customer" : `Has ${count} order${count === 1 ? "" : "s"}`;
                return { id: user.id, label: user.name, reason };
              });
            return {
              changed: deleted,
              refused: [
                ...refused,
                ...notFoundRefusals(
                  batch,
                  found.map((user) => user.id),
                ),
              ],
            };
          }),
      });
    },
  );
};
export default usersRoutes;
