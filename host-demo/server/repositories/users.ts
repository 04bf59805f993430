import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.js";
import { orders, userAddresses, users } from "../db/schema/index.js";
import { accountColumns } from "../lib/accounts/accounts.js";
import { anyId } from "../lib/http/bulk.js";

/** Each customer's number of orders and what they paid, canceled orders aside. */
const orderTotalsOf = (db: Db) =>
  db
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
async function withAddresses<T extends { id: number }>(db: Db, rows: T[], allCustomers = false) {
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
function customerQuery(db: Db) {
  const orderTotals = orderTotalsOf(db);
  return db
    .select({
      ...accountColumns,
      orderCount: sql<number>`coalesce(${orderTotals.orderCount}, 0)`,
      totalNetPayable: sql<number>`coalesce(${orderTotals.totalNetPayable}, 0)`,
      referred_by: referrer.full_name,
    })
    .from(users)
    .leftJoin(orderTotals, eq(orderTotals.user_id, users.id))
    .leftJoin(referrer, eq(referrer.referral_code, users.used_referral_code));
}

/** Every customer, newest first, with their order totals, referrer and addresses. */
export async function listCustomers(db: Db) {
  const rows = await customerQuery(db)
    .where(eq(users.user_type, "USER"))
    .orderBy(sql`${users.created_at} desc`, users.id);
  return withAddresses(db, rows, true);
}

/** One customer or sale person as the customers list shows them, or undefined. */
export async function findUser(db: Db, id: number) {
  const rows = await customerQuery(db).where(and(eq(users.id, id), inArray(users.user_type, ["USER", "SALEPERSON"])));
  return (await withAddresses(db, rows))[0];
}

/** A customer's latest `limit` orders and their totals, or undefined when there is no such customer. */
export async function customerOrders(db: Db, id: number, limit: number) {
  const [customer] = await customerQuery(db).where(and(eq(users.id, id), eq(users.user_type, "USER")));
  if (!customer) return undefined;
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
    .limit(limit);
  return { orders: recent, orderCount: customer.orderCount, totalNetPayable: customer.totalNetPayable };
}

/** A user's type, or undefined when there is no such user. */
export async function userType(db: Db, id: number) {
  const [user] = await db.select({ type: users.user_type }).from(users).where(eq(users.id, id));
  return user?.type;
}

/** Deletes a user (their addresses go with them); throws the database's refusal when orders name them. */
export async function deleteUser(db: Db, id: number) {
  await db.delete(users).where(eq(users.id, id));
}

/** The ids of the customers a bulk call's filter matches, newest first, as the list matches them. */
export async function matchingCustomerIds(db: Db, filter: { search?: string; type?: "B2B" | "B2C" }) {
  const term = filter.search?.trim();
  const rows = await db
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
    .orderBy(sql`${users.created_at} desc`, users.id);
  return rows.map((row) => row.id);
}

/**
 * Deletes the customers of a batch who have no order, in one transaction: the ids deleted, and
 * every user of the batch found (with their type and number of orders) for the others' refusals.
 */
export function deleteCustomers(db: Db, ids: number[]) {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({
        id: users.id,
        name: users.full_name,
        type: users.user_type,
        // Written out: inside a select list Drizzle leaves columns unqualified.
        orders: sql<number>`(select count(*) from orders o where o.user_id = users.id)::int`,
      })
      .from(users)
      .where(anyId(users.id, ids));
    const free = found.filter((user) => user.type === "USER" && Number(user.orders) === 0).map((user) => user.id);
    const deleted = free.length
      ? (await tx.delete(users).where(anyId(users.id, free)).returning({ id: users.id })).map((row) => row.id)
      : [];
    return { deleted, kept: found.filter((user) => !free.includes(user.id)), found: found.map((user) => user.id) };
  });
}
