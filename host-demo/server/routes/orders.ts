import { and, asc, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import type { Db } from "../db/client.js";
import type { AppOptions } from "../options.js";
import { ORDER_STATUSES, orderItems, orders, shippingServices, users, type OrderStatus } from "../db/schema/index.js";
import { plannedRead } from "../db/preparedRead.js";
import { anyId, notFoundRefusals, selectedIds, sendBulk } from "../lib/bulk.js";
import { conflict, notFound, ok } from "../lib/http.js";
import { csvHeaderLine, csvLine } from "../lib/ordersCsv.js";
import { pageIdsInOrder, pageIdsQueryInOrder } from "../lib/listSort.js";
import type { Memo } from "../lib/pageAnchors.js";
import { likePattern } from "../lib/search.js";
import { bulkSchemas } from "../schemas/bulk.js";
import {
  exportOrdersSchema,
  listOrdersSchema,
  orderCountsSchema,
  orderByIdSchema,
  transitionSchema,
  type OrdersExportQuery,
  type OrdersQuery,
} from "../schemas/orders.js";

/** The only allowed status changes: each action names its one source and target status. */
const TRANSITIONS = {
  confirm: { from: "PENDING", to: "CONFIRMED" },
  deliver: { from: "CONFIRMED", to: "DELIVERED" },
  cancel: { from: "PENDING", to: "CANCELED" },
} as const satisfies Record<string, { from: OrderStatus; to: OrderStatus }>;

const orderColumns = {
  id: orders.id,
  order_number: orders.order_number,
  order_status: orders.order_status,
  subtotal: orders.subtotal,
  total_discount: orders.total_discount,
  total_price: orders.total_price,
  shipping_charges: orders.shipping_charges,
  net_payable: orders.net_payable,
  transaction_id: orders.transaction_id,
  created_at: orders.created_at,
  user_id: orders.user_id,
  ship_street: orders.ship_street,
  ship_city: orders.ship_city,
  ship_country: orders.ship_country,
  user_full_name: users.full_name,
  user_email: users.email,
  user_contact_number: users.contact_number,
  user_dob: users.dob,
  user_bussiness_type: users.bussiness_type,
  user_country_name: users.country_name,
  shipping_title: shippingServices.title,
};
function shape(row: OrderRow) {
  return {
    id: row.id,
    order_number: row.order_number,
    order_status: row.order_status,
    subtotal: row.subtotal,
    total_discount: row.total_discount,
    total_price: row.total_price,
    shipping_charges: row.shipping_charges,
    net_payable: row.net_payable,
    transaction_id: row.transaction_id,
    created_at: row.created_at,
    user: {
      id: row.user_id,
      full_name: row.user_full_name,
      email: row.user_email,
      contact_number: row.user_contact_number,
      dob: row.user_dob,
      bussiness_type: row.user_bussiness_type,
      country_name: row.user_country_name,
    },
    shippingService: row.shipping_title === null ? null : { title: row.shipping_title },
    shippingAddress: { street: row.ship_street, city: row.ship_city, country: row.ship_country },
  };
}

/**
 * The rows of some orders, as selectOrders reads them (numerics as numbers, the time as text),
 * as one JSON text: PGlite hands 25 rows of 21 columns over field by field at about twice the
 * cost, and one text crosses from its thread (pgliteThread.ts) at once. `picked` names the
 * orders: a row source `picked(id, position)`, their ids with their place on the page.
 */
const ordersAsJson = (picked: SQL) => sql`
  coalesce((select json_agg(x order by x.position) from (
    select o.id, o.order_number, o.order_status, o.subtotal::float8 as subtotal,
      o.total_discount::float8 as total_discount, o.total_price::float8 as total_price,
      o.shipping_charges::float8 as shipping_charges, o.net_payable::float8 as net_payable,
      o.transaction_id, o.created_at::text as created_at, o.user_id, o.ship_street, o.ship_city, o.ship_country,
      u.full_name as user_full_name, u.email as user_email, u.contact_number as user_contact_number,
      u.dob::text as user_dob, u.bussiness_type as user_bussiness_type, u.country_name as user_country_name,
      s.title as shipping_title, picked.position
    from ${picked}
    join orders o on o.id = picked.id
    join users u on u.id = o.user_id
    left join shipping_services s on s.id = o.shipping_service_id) x), '[]')::text`;

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

const selectOrders = (db: Db) =>
  db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .leftJoin(shippingServices, eq(shippingServices.id, orders.shipping_service_id));
type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

/** The columns `sort` may name (schemas/orders.ts ORDER_SORTS). */
const sortable = { created_at: orders.created_at, net_payable: orders.net_payable, order_number: orders.order_number };

/** Rows per page when the query names no limit. */
const DEFAULT_LIMIT = 25;
/** Rows per database read while the CSV export streams. */
const EXPORT_BATCH = 1000;

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

/** A search counts each status up to this many orders; the list then shows "1,000+". */
export const STATUS_COUNT_CAP = 1000;

/** Orders matching every filter: the status's count, or the sum of every status's. */
const totalOf = (counts: Record<OrderStatus, number>, status: OrderStatus | undefined) =>
  status ? counts[status] : Object.values(counts).reduce((sum, count) => sum + count, 0);

const isPagedQuery = (query: OrdersQuery) =>
  (["page", "limit", "search", "status", "userId", "from", "to", "sort"] as const).some(
    (key) => query[key] !== undefined,
  );

const ordersRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  const baseQuery = () => selectOrders(db);
  const memo: Memo = (key, compute) => app.readCache.get(key, compute);

  // The whole list is ~5 MB of JSON at 10,000 orders: the cache keeps it serialized (by the
  // route's response schema, so only its fields leave), and gzipped (~10x smaller) once a client
  // accepts that, so it is serialized and compressed once per change, not per request.
  /**
   * Orders per status matching the other filters: shared by every page of one search (cached
   * until a write). A search counts each status only up to STATUS_COUNT_CAP (a LIMIT under each
   * count, so "a" among 100,000 orders reads a few thousand rows, not every match) and says when
   * a count reached it; without a search every count is exact (the status index answers it).
   */
  function statusCounts(query: OrdersExportQuery): Promise<{ counts: Record<OrderStatus, number>; capped: boolean }> {
    const key = `order-counts:${JSON.stringify([query.search?.trim() ?? "", query.userId, query.from, query.to])}`;
    return app.readCache.get(key, async () => {
      const where = await conditionsOf(query);
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

  /** Customers listed in a search's condition at most (more: the query reads them itself). */
  const MAX_LISTED_CUSTOMERS = 5000;
  /** The customers whose folded name holds a search's text, read once per text until a write. */
  const customersMatching = (query: OrdersExportQuery): Promise<number[] | null> => {
    const term = query.search?.trim();
    if (!term) return Promise.resolve(null);
    return app.readCache.get(`order-search-customers:${term}`, async () => {
      // Prepared: every keystroke asks it; a generic plan suits it (a customer table, not 100,000 orders).
      const rows = await app.database.preparedRead<{ id: number }>(
        sql`select ${users.id} as id from ${users} where shop_fold(${users.full_name}) like shop_fold(${likePattern(term)})
          limit ${MAX_LISTED_CUSTOMERS + 1}`,
      );
      return rows.length > MAX_LISTED_CUSTOMERS ? null : rows.map((row) => row.id);
    });
  };
  const conditionsOf = async (query: OrdersExportQuery) => filtersBesidesStatus(query, await customersMatching(query));

  const whereOf = async (query: OrdersExportQuery) => {
    const where = await conditionsOf(query);
    if (query.status) where.push(eq(orders.order_status, query.status));
    return where.length ? and(...where) : undefined;
  };

  /** The exact number of orders matching every filter (the CSV export's X-Total-Count). */
  async function exactTotal(query: OrdersExportQuery) {
    const [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(await whereOf(query));
    return Number(total);
  }

  /**
   * One page: the page's ids from an index (newest first, no join), then those rows with their
   * customer and shipping service. Without a search the total and per-status counts come from
   * statusCounts (exact, from the status index). With a search they are left out: counting even
   * 1,000 matches per status reads thousands of rows while the page reads 26, so a keystroke's
   * page answers at once and the list asks GET /admin/orders/counts on its own; one row past the
   * page says whether another follows. Each answer is kept until a write (the read cache).
   */
  function orderPage(query: OrdersQuery) {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const page = query.page ?? 1;
    const search = query.search?.trim() ?? "";
    const filter = JSON.stringify([search, query.status, query.userId, query.from, query.to]);
    return app.readCache.get(`order-page:${filter}:${query.sort ?? ""}:${page}:${limit}`, async () => {
      const list = {
        sort: query.sort,
        columns: sortable,
        db,
        // A search is planned for its text; every other page reuses its filter's plan (preparedRead.ts).
        read: search ? plannedRead(db) : app.database.preparedRead,
        memo,
        key: `orders:${filter}`,
        table: orders,
        createdAt: orders.created_at,
        id: orders.id,
        where: await whereOf(query),
      };
      const offset = (page - 1) * limit;
      // A search is planned for its text each time: planning the rows' joins with it measured
      // slower than a second (prepared) statement for the rows, on PostgreSQL and PGlite alike.
      const [{ rows, more }, counts] = await Promise.all([
        search
          ? pageIdsInOrder(list, offset, limit + 1).then(async (found) => {
              const ids = found.slice(0, limit);
              const rows: OrderRow[] = ids.length
                ? JSON.parse((await app.database.preparedRead<{ rows: string }>(ordersByIds(ids)))[0].rows)
                : [];
              return { rows, more: found.length > limit };
            })
          : pageIdsQueryInOrder(list, offset, limit + 1).then(async (pageIds) => {
              const [row] = await list.read<{ found: number; rows: string }>(orderPageRows(pageIds, limit));
              return { rows: JSON.parse(row.rows) as OrderRow[], more: Number(row.found) > limit };
            }),
        search ? null : statusCounts(query),
      ]);
      return {
        orders: rows.map(shape),
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

  app.get("/admin/orders", { schema: listOrdersSchema, preHandler: app.backOffice }, async (request, reply) => {
    if (isPagedQuery(request.query)) return ok(await orderPage(request.query), "Orders");
    const list = await app.readCache.get("orders", async (): Promise<{ json: string; gzip?: Buffer }> => ({
      // reply.serialize answers a string for a JSON route (its type also allows Buffer for others).
      json: reply.serialize(
        ok((await baseQuery().orderBy(desc(orders.created_at), desc(orders.id))).map(shape), "Orders"),
      ) as string,
    }));
    reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
    if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
      list.gzip ??= gzipSync(list.json, { level: 6 });
      return reply.header("content-encoding", "gzip").send(list.gzip);
    }
    return reply.send(list.json);
  });

  // What a searched page leaves out: how many orders match, per status (capped with a search).
  app.get("/admin/orders/counts", { schema: orderCountsSchema, preHandler: app.backOffice }, async (request) => {
    const { counts, capped } = await statusCounts(request.query);
    return ok({ statusCounts: counts, statusCountsCapped: capped }, "Order counts");
  });

  // Every matching order, however many: read in batches by (created_at, id) after the last row
  // sent, written as they come, so neither the server nor the browser holds the whole list.
  app.get(
    "/admin/orders/export.csv",
    { schema: exportOrdersSchema, preHandler: app.backOffice },
    async (request, reply) => {
      const query = request.query;
      // The export's count must be exact: the search's capped counts would undercount.
      const total = await exactTotal(query);
      const matching = await whereOf(query);
      async function* lines() {
        yield csvHeaderLine();
        let serial = 0;
        let after: { created_at: string; id: number } | null = null;
        for (;;) {
          const where = [matching];
          if (after)
            where.push(sql`(${orders.created_at}, ${orders.id}) < (${after.created_at}::timestamptz, ${after.id})`);
          const batch: OrderRow[] = await baseQuery()
            .where(and(...where))
            .orderBy(desc(orders.created_at), desc(orders.id))
            .limit(EXPORT_BATCH);
          if (batch.length === 0) return;
          yield batch.map((row) => csvLine(row, ++serial)).join("");
          if (batch.length < EXPORT_BATCH) return;
          after = batch[batch.length - 1];
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="orders-${day}.csv"`)
        .header("x-total-count", String(total))
        .header("cache-control", "no-store")
        .send(Readable.from(lines()));
    },
  );

  async function loadOrder(id: number) {
    const [row] = await baseQuery().where(eq(orders.id, id));
    if (!row) throw notFound("Order");
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
    return { ...shape(row), orderItems: items };
  }

  app.get("/admin/order/byid/:id", { schema: orderByIdSchema, preHandler: app.backOffice }, async (request) =>
    ok(await loadOrder(request.params.id), "Order"),
  );

  for (const [action, { from, to }] of Object.entries(TRANSITIONS)) {
    app.put(
      `/admin/order/${action}/:id`,
      { schema: transitionSchema(action), preHandler: app.backOffice },
      async (request) => {
        const { id } = request.params;
        // Check and change in one statement, so two concurrent requests cannot both pass.
        const changed = await db
          .update(orders)
          .set({ order_status: to })
          .where(and(eq(orders.id, id), eq(orders.order_status, from)))
          .returning({ id: orders.id, order_status: orders.order_status });
        if (changed.length === 0) {
          const [current] = await db.select({ status: orders.order_status }).from(orders).where(eq(orders.id, id));
          if (!current) throw notFound("Order");
          throw conflict(
            `Cannot ${action} an order that is ${current.status}; only ${from} orders can be ${to.toLowerCase()}.`,
          );
        }
        request.log.info({ orderId: id, from, to, by: request.auth!.userId }, "order status changed");
        return ok(changed[0], `Order ${to.toLowerCase()}`);
      },
    );
  }

  // Many orders at once, each only by its one allowed transition (the others are refused, naming
  // their status). One statement per batch checks and changes, as the single change does.
  app.post(
    "/admin/orders/status",
    { schema: bulkSchemas.orderStatus, preHandler: app.backOffice, config: { journal: "per-batch" } },
    async (request, reply) => {
      const to = request.body.status;
      const { from } = Object.values(TRANSITIONS).find((transition) => transition.to === to)!;
      const ids = await selectedIds(request.body, async (filter) =>
        (
          await db
            .select({ id: orders.id })
            .from(orders)
            .where(await whereOf(filter))
            .orderBy(desc(orders.created_at), desc(orders.id))
        ).map((row) => row.id),
      );
      const verb = to.toLowerCase();
      return sendBulk({
        app,
        request,
        reply,
        ids,
        noun: ["order", "orders"],
        done: verb,
        apply: async (batch) => {
          const changed = (
            await db
              .update(orders)
              .set({ order_status: to })
              .where(and(anyId(orders.id, batch), eq(orders.order_status, from)))
              .returning({ id: orders.id })
          ).map((row) => row.id);
          const done = new Set(changed);
          const others = batch.filter((id) => !done.has(id));
          const current = others.length
            ? await db
                .select({ id: orders.id, label: orders.order_number, status: orders.order_status })
                .from(orders)
                .where(anyId(orders.id, others))
            : [];
          const refused = current.map(({ id, label, status }) => ({
            id,
            label,
            reason:
              status === to
                ? `Already ${verb}`
                : `Only ${from.toLowerCase()} orders can be ${verb}; this one is ${status.toLowerCase()}`,
          }));
          return {
            changed,
            refused: [
              ...refused,
              ...notFoundRefusals(
                others,
                current.map((row) => row.id),
              ),
            ],
          };
        },
      });
    },
  );
};
export default ordersRoutes;
