import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { orders, userAddresses, users } from "../db/schema/index.js";
import { accountColumns } from "../lib/accounts.js";
import { conflict, isReferenced, notFound, ok } from "../lib/http.js";
import { deleteUserSchema, listUsersSchema, userByIdSchema } from "../schemas/users.js";

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

  async function withAddresses<T extends { id: number }>(rows: T[]) {
    if (rows.length === 0) return [];
    const addresses = await db
      .select({
        id: userAddresses.id,
        user_id: userAddresses.user_id,
        street: userAddresses.street,
        city: userAddresses.city,
        state: userAddresses.state,
        country: userAddresses.country,
      })
      .from(userAddresses)
      .where(
        inArray(
          userAddresses.user_id,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => ({ ...row, address: addresses.filter((address) => address.user_id === row.id) }));
  }

  const customerQuery = () =>
    db
      .select({
        ...accountColumns,
        orderCount: sql<number>`coalesce(${orderTotals.orderCount}, 0)`,
        totalNetPayable: sql<number>`coalesce(${orderTotals.totalNetPayable}, 0)`,
      })
      .from(users)
      .leftJoin(orderTotals, eq(orderTotals.user_id, users.id));

  app.get("/users", { schema: listUsersSchema, preHandler: app.backOffice }, async () => {
    const rows = await customerQuery()
      .where(eq(users.user_type, "USER"))
      .orderBy(sql`${users.created_at} desc`, users.id);
    return ok(await withAddresses(rows), "Users");
  });

  app.get("/user/byid/:id", { schema: userByIdSchema, preHandler: app.backOffice }, async (request) => {
    const rows = await customerQuery().where(
      and(eq(users.id, request.params.id), inArray(users.user_type, ["USER", "SALEPERSON"])),
    );
    if (rows.length === 0) throw notFound("User");
    return ok((await withAddresses(rows))[0], "User");
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
};
export default usersRoutes;
