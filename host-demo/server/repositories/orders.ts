import { and, asc, desc, eq, gte, is, lt, sql, type SQL } from "drizzle-orm";
import { PgNumericNumber, PgTimestampString, type PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.js";
import {
  ORDER_STATUSES,
  orderItems,
  orderView,
  orders,
  shippingServices,
  users,
  type OrderStatus,
} from "../db/schema/index.js";
import { plannedRead } from "../db/preparedRead.js";
import { anyId } from "../lib/http/bulk.js";
import { pageIdsInOrder, pageIdsQueryInOrder } from "../lib/lists/listSort.js";
import type { Memo } from "../lib/lists/pageAnchors.js";
import { likePattern } from "../lib/lists/search.js";
import type { OrdersExportQuery, OrdersQuery } from "../schemas/orders.js";
import { isColumn, type ViewFields, type ViewRow } from "../schemas/view.js";
import type { Store } from "./store.js";

/** An order as the list, the detail and the export show it (db/schema/orders.ts orderView). */
export type OrderView = ViewRow<typeof orderView, "shippingService">;

/** The only allowed status changes: each action names its one source and target status. */
export const TRANSITIONS = {
  confirm: { from: "PENDING", to: "CONFIRMED" },
  deliver: { from: "CONFIRMED", to: "DELIVERED" },
  cancel: { from: "PENDING", to: "CANCELED" },
} as const satisfies Record<string, { from: OrderStatus; to: OrderStatus }>;

/** A search counts each status up to this many orders; the list then shows "1,000+". */
export const STATUS_COUNT_CAP = 1000;
/** Rows per page when the query names no limit. */
const DEFAULT_LIMIT = 25;
/** Rows per database read while the CSV export streams. */
const EXPORT_BATCH = 1000;
/** Customers listed in a search's condition at most (more: the query reads them itself). */
const MAX_LISTED_CUSTOMERS = 5000;

const selectOrders = (db: Db) =>
  db
    .select(orderView)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .leftJoin(shippingServices, eq(shippingServices.id, orders.shipping_service_id));

/** A column's value in JSON as Drizzle reads it: numerics as numbers, times as text. */
function columnJson(column: PgColumn): SQL {
  if (is(column, PgNumericNumber)) return sql`${column}::float8`;
  if (is(column, PgTimestampString)) return sql`${column}::text`;
  return sql`${column}`;
}

/** `json_build_object` of a view's fields; its names are the code's own, written into the statement. */
function viewJson(view: ViewFields): SQL {
  const pairs = Object.entries(view).map(([name, field]) => {
    if (!/^\w+$/.test(name)) throw new Error(`Not a field name: ${name}`);
    if (isColumn(field)) return sql`${sql.raw(`'${name}'`)}, ${columnJson(field)}`;
    // A nested object whose columns are all null is a left join's missing row: null, as Drizzle reads it.
    const columns = Object.values(field);
    return sql`${sql.raw(`'${name}'`)}, case when num_nonnulls(${sql.join(columns, sql`, `)}) = 0 then null else ${viewJson(field)} end`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * Some orders as one JSON text, each as selectOrders reads it: PGlite hands 25 rows of 21 columns
 * over field by field at about twice the cost, and one text crosses from its thread
 * (pgliteThread.ts) at once. `picked` names the orders: a row source `picked(id, position)`, their
 * ids with their place on the page.
 */
const ordersAsJson = (picked: SQL) => sql`
  coalesce((select json_agg(${viewJson(orderView)} order by picked.position)
    from ${picked}
    join ${orders} on ${orders.id} = picked.id
    join ${users} on ${users.id} = ${orders.user_id}
    left join ${shippingServices} on ${shippingServices.id} = ${orders.shipping_service_id}), '[]')::text`;

/** These orders' rows (ordered as `ids`). */
const ordersByIds = (ids: number[]) =>
  sql`select ${ordersAsJson(
    sql`unnest(${`{${ids.join(",")}}`}::int[]) with ordinality as picked(id, position)`,
  )} as rows`;

/**
 * One page without a search in one prepared statement: the ids the page query selects (the page
 * plus one row, to tell whether another page follows), how many it found, and the first `limit`
 * of them as rows. One round trip instead of two, planned once per filter.
 */
const orderPageRows = (pageIds: SQL, limit: number) => sql`
  select cardinality(page.ids) as found,
    ${ordersAsJson(sql`unnest(page.ids[1:${limit}]) with ordinality as picked(id, position)`)} as rows
  from (select array(${pageIds}) as ids) page`;

/** The columns `sort` may name (schemas/orders.ts ORDER_SORTS). */
const sortable = { created_at: orders.created_at, net_payable: orders.net_payable, order_number: orders.order_number };

/** The next day of a YYYY-MM-DD day, as a UTC timestamp (the exclusive end of `to`). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * The conditions of every filter but the status (the status counts are counted over these).
 * The search reads two trigram indexes: order number + transaction id, and the customers' folded
 * names, whose orders then come from the (user_id, created_at) index (`= any(array(...))` is an
 * index condition, so PostgreSQL ORs the two bitmaps instead of filtering every order).
 */
function filtersBesidesStatus(query: OrdersExportQuery, customers: number[] | null): SQL[] {
  const filters: SQL[] = [];
  const term = query.search?.trim();
  if (term) {
    const pattern = likePattern(term);
    const byNumber = sql`(${orders.order_number} || ' ' || ${orders.transaction_id}) ilike ${pattern}`;
    // The matching customers as a constant list when they are few enough: the planner then
    // knows how many orders they hold (a rare name reads the customer index, a common one walks
    // the newest orders) and checks the list by hash; too many, and they are read in the query.
    filters.push(
      customers === null
        ? sql`(${byNumber} or ${orders.user_id} = any(array(select ${users.id} from ${users} where shop_fold(${users.full_name}) like shop_fold(${pattern}))))`
        : customers.length
          ? sql`(${byNumber} or ${orders.user_id} = any(${`{${customers.join(",")}}`}::int[]))`
          : byNumber,
    );
  }
  if (query.userId) filters.push(eq(orders.user_id, query.userId));
  if (query.from) filters.push(gte(orders.created_at, `${query.from}T00:00:00Z`));
  if (query.to) filters.push(lt(orders.created_at, dayAfter(query.to)));
  return filters;
}

/** The customers whose folded name holds a search's text, read once per text until a write. */
function customersMatching(store: Store, query: OrdersExportQuery): Promise<number[] | null> {
  const term = query.search?.trim();
  if (!term) return Promise.resolve(null);
  return store.readCache.get(`order-search-customers:${term}`, async () => {
    // Prepared: every keystroke asks it; a generic plan suits it (a customer table, not 100,000 orders).
    const rows = await store.preparedRead<{ id: number }>(
      sql`select ${users.id} as id from ${users} where shop_fold(${users.full_name}) like shop_fold(${likePattern(term)})
        limit ${MAX_LISTED_CUSTOMERS + 1}`,
    );
    return rows.length > MAX_LISTED_CUSTOMERS ? null : rows.map((row) => row.id);
  });
}

const conditionsOf = async (store: Store, query: OrdersExportQuery) =>
  filtersBesidesStatus(query, await customersMatching(store, query));

async function whereOf(store: Store, query: OrdersExportQuery) {
  const where = await conditionsOf(store, query);
  if (query.status) where.push(eq(orders.order_status, query.status));
  return where.length ? and(...where) : undefined;
}

export interface StatusCounts {
  counts: Record<OrderStatus, number>;
  capped: boolean;
}

/**
 * Orders per status matching the other filters: shared by every page of one search (cached
 * until a write). A search counts each status only up to STATUS_COUNT_CAP (a LIMIT under each
 * count, so "a" among 100,000 orders reads a few thousand rows, not every match) and says when
 * a count reached it; without a search every count is exact (the status index answers it).
 */
export function orderStatusCounts(store: Store, query: OrdersExportQuery): Promise<StatusCounts> {
  const { db } = store;
  const key = `order-counts:${JSON.stringify([query.search?.trim() ?? "", query.userId, query.from, query.to])}`;
  return store.readCache.get(key, async () => {
    const where = await conditionsOf(store, query);
    const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
    if (!query.search?.trim()) {
      const rows = await db
        .select({ status: orders.order_status, count: sql<number>`count(*)::int` })
        .from(orders)
        .where(where.length ? and(...where) : undefined)
        .groupBy(orders.order_status);
      for (const row of rows) counts[row.status] = Number(row.count);
      return { counts, capped: false };
    }
    const upTo = (status: OrderStatus) =>
      sql`(select count(*)::int from (select 1 from ${orders} where ${and(...where, eq(orders.order_status, status))}
        limit ${STATUS_COUNT_CAP + 1}) matches)`;
    const [row] = await plannedRead(db)<Record<OrderStatus, number>>(
      sql`select ${sql.join(
        ORDER_STATUSES.map((status) => sql`${upTo(status)} as ${sql.identifier(status)}`),
        sql`, `,
      )}`,
    );
    let capped = false;
    for (const status of ORDER_STATUSES) {
      const count = Number(row[status]);
      capped ||= count > STATUS_COUNT_CAP;
      counts[status] = Math.min(count, STATUS_COUNT_CAP);
    }
    return { counts, capped };
  });
}

/** Orders matching every filter: the status's count, or the sum of every status's. */
const totalOf = (counts: Record<OrderStatus, number>, status: OrderStatus | undefined) =>
  status ? counts[status] : Object.values(counts).reduce((sum, count) => sum + count, 0);

/** Whether a list query asks for one page (with none of these it asks for every order). */
export const isPagedQuery = (query: OrdersQuery) =>
  (["page", "limit", "search", "status", "userId", "from", "to", "sort"] as const).some(
    (key) => query[key] !== undefined,
  );

/** Every order, newest first. */
export const listAllOrders = (db: Db): Promise<OrderView[]> =>
  selectOrders(db).orderBy(desc(orders.created_at), desc(orders.id));

/**
 * One page: the page's ids from an index (newest first, no join), then those rows with their
 * customer and shipping service. Without a search the total and per-status counts come from
 * orderStatusCounts (exact, from the status index). With a search they are left out: counting
 * even 1,000 matches per status reads thousands of rows while the page reads 26, so a
 * keystroke's page answers at once and the list asks GET /admin/orders/counts on its own; one
 * row past the page says whether another follows. Each answer is kept until a write (the read
 * cache).
 */
export function listOrderPage(store: Store, query: OrdersQuery) {
  const { db, readCache } = store;
  const memo: Memo = (key, compute) => readCache.get(key, compute);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const page = query.page ?? 1;
  const search = query.search?.trim() ?? "";
  const filter = JSON.stringify([search, query.status, query.userId, query.from, query.to]);
  return readCache.get(`order-page:${filter}:${query.sort ?? ""}:${page}:${limit}`, async () => {
    const list = {
      sort: query.sort,
      columns: sortable,
      db,
      // A search is planned for its text; every other page reuses its filter's plan (preparedRead.ts).
      read: search ? plannedRead(db) : store.preparedRead,
      memo,
      key: `orders:${filter}`,
      table: orders,
      createdAt: orders.created_at,
      id: orders.id,
      where: await whereOf(store, query),
    };
    const offset = (page - 1) * limit;
    // A search is planned for its text each time: planning the rows' joins with it measured
    // slower than a second (prepared) statement for the rows, on PostgreSQL and PGlite alike.
    const [{ rows, more }, counts] = await Promise.all([
      search
        ? pageIdsInOrder(list, offset, limit + 1).then(async (found) => {
            const ids = found.slice(0, limit);
            const rows: OrderView[] = ids.length
              ? JSON.parse((await store.preparedRead<{ rows: string }>(ordersByIds(ids)))[0].rows)
              : [];
            return { rows, more: found.length > limit };
          })
        : pageIdsQueryInOrder(list, offset, limit + 1).then(async (pageIds) => {
            const [row] = await list.read<{ found: number; rows: string }>(orderPageRows(pageIds, limit));
            return { rows: JSON.parse(row.rows) as OrderView[], more: Number(row.found) > limit };
          }),
      search ? null : orderStatusCounts(store, query),
    ]);
    return {
      orders: rows,
      page,
      limit,
      more,
      ...(counts && {
        total: totalOf(counts.counts, query.status),
        statusCounts: counts.counts,
        statusCountsCapped: counts.capped,
      }),
    };
  });
}

/**
 * Every order matching the filters, for the export: the exact number of them (a search's capped
 * counts would undercount) and their rows in batches by (created_at, id) after the last row read,
 * so nobody holds the whole list.
 */
export async function exportOrders(store: Store, query: OrdersExportQuery) {
  const { db } = store;
  const matching = await whereOf(store, query);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(matching);
  async function* batches(): AsyncGenerator<OrderView[]> {
    let after: { created_at: string; id: number } | null = null;
    for (;;) {
      const where = [matching];
      if (after)
        where.push(sql`(${orders.created_at}, ${orders.id}) < (${after.created_at}::timestamptz, ${after.id})`);
      const batch = await selectOrders(db)
        .where(and(...where))
        .orderBy(desc(orders.created_at), desc(orders.id))
        .limit(EXPORT_BATCH);
      if (batch.length === 0) return;
      yield batch;
      if (batch.length < EXPORT_BATCH) return;
      after = batch[batch.length - 1];
    }
  }
  return { total: Number(total), batches: batches() };
}

/** One order with its items (their product, images, flavour and device), or undefined. */
export async function findOrder(db: Db, id: number) {
  const [row] = await selectOrders(db).where(eq(orders.id, id));
  if (!row) return undefined;
  const items = await db.query.orderItems.findMany({
    where: eq(orderItems.order_id, id),
    orderBy: asc(orderItems.id),
    columns: { order_id: false },
    with: {
      product: {
        columns: { id: true, product_name: true, bar_code: true },
        with: {
          productImages: {
            columns: { image_id: true, display_order: true },
            orderBy: (images, { asc: ascending }) => [ascending(images.display_order)],
            with: { file: { columns: { id: true, img_url: true } } },
          },
        },
      },
      flavour: { columns: { id: true, flavour_name: true } },
      device: { columns: { id: true, device_name: true } },
    },
  });
  return { ...row, orderItems: items };
}

/**
 * Moves one order from `from` to `to`: the changed order, else its current status (refused), or
 * undefined when there is no such order. Checked and changed in one statement, so two concurrent
 * requests cannot both pass.
 */
export async function transitionOrder(db: Db, id: number, from: OrderStatus, to: OrderStatus) {
  const [changed] = await db
    .update(orders)
    .set({ order_status: to })
    .where(and(eq(orders.id, id), eq(orders.order_status, from)))
    .returning({ id: orders.id, order_status: orders.order_status });
  if (changed) return { changed };
  const [current] = await db.select({ status: orders.order_status }).from(orders).where(eq(orders.id, id));
  return current && { refused: current.status };
}

/** The ids of the orders matching a bulk call's filter, newest first. */
export async function matchingOrderIds(store: Store, filter: OrdersExportQuery): Promise<number[]> {
  const rows = await store.db
    .select({ id: orders.id })
    .from(orders)
    .where(await whereOf(store, filter))
    .orderBy(desc(orders.created_at), desc(orders.id));
  return rows.map((row) => row.id);
}

/**
 * Moves a batch of orders from `from` to `to` in one statement that checks and changes; the
 * others' number and current status, for their refusals (an id not among them does not exist).
 */
export async function transitionOrders(db: Db, ids: number[], from: OrderStatus, to: OrderStatus) {
  const changed = (
    await db
      .update(orders)
      .set({ order_status: to })
      .where(and(anyId(orders.id, ids), eq(orders.order_status, from)))
      .returning({ id: orders.id })
  ).map((row) => row.id);
  const done = new Set(changed);
  const others = ids.filter((id) => !done.has(id));
  const current = others.length
    ? await db
        .select({ id: orders.id, label: orders.order_number, status: orders.order_status })
        .from(orders)
        .where(anyId(orders.id, others))
    : [];
  return { changed, others, current };
}
