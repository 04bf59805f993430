import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.js";
import type { Granularity } from "../lib/orders/salesBuckets.js";

/*
 * The dashboard's reads. Definitions (documented in the README): totalSales = sum of net_payable
 * of orders that are not CANCELED; totalCustomers = accounts of type USER; totalProducts = all
 * products (draft too); totalOrders = all orders. monthOverMonth compares what was added this
 * calendar month (UTC) with last month: (this - last) / last * 100, rounded to one decimal, null
 * when last is 0.
 */

const rowsOf = async <Row>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Where a shop date starts: its midnight in the shop's time zone, as an instant. */
const midnight = (date: string, timeZone: string) => sql`(${date}::date::timestamp at time zone ${timeZone})`;

/** The daily sums follow the shop's time zone: recounted once when the database kept another. */
export async function followShopTimeZone(db: Db, timeZone: string) {
  const [calendar] = await rowsOf<{ time_zone: string }>(db, sql`select time_zone from shop_calendar`);
  if (calendar?.time_zone !== timeZone) await db.execute(sql`select sales_days_rebuild(${timeZone})`);
}

/**
 * Net sales per bucket of the shop's calendar: orders not canceled, by the day their created_at
 * falls on in the shop's time zone (so a day may be 23 or 25 hours long), B2B by the customer's
 * business type, everything else as B2C. Weeks start on Monday.
 */
export async function salesTrend(
  db: Db,
  granularity: Granularity,
  range: { from: string; to: string; end: string; starts: string[] },
  timeZone: string,
) {
  // sales_days holds each shop day's sums (kept by triggers on orders and customers; migration 006).
  const found = await rowsOf<{ bucket: string; b2b: number; b2c: number; orders: number }>(
    db,
    sql`
      select to_char(date_trunc(${granularity}, day::timestamp), 'YYYY-MM-DD') as bucket,
             sum(b2b)::float8 as b2b, sum(b2c)::float8 as b2c, sum(orders)::int as orders
      from sales_days
      where day >= ${range.from}::date and day < ${range.end}::date
      group by 1`,
  );
  const byStart = new Map(found.map((row) => [row.bucket, row]));
  const money = (value: number | undefined) => Math.round(Number(value ?? 0) * 100) / 100;
  return {
    granularity,
    timeZone,
    from: range.from,
    to: range.to,
    buckets: range.starts.map((start) => {
      const row = byStart.get(start);
      return { start, b2b: money(row?.b2b), b2c: money(row?.b2c), orders: Number(row?.orders ?? 0) };
    }),
  };
}

/** What waits for the operator: pending and confirmed orders (how many, the oldest), low stock. */
export async function attention(db: Db, lowStockThreshold: number) {
  const [waiting] = await rowsOf<Record<string, string | number | null>>(
    db,
    sql`
      select
        (select count(*)::int from orders where order_status = 'PENDING') as pending_count,
        (select min(created_at) from orders where order_status = 'PENDING') as pending_oldest,
        (select count(*)::int from orders where order_status = 'CONFIRMED') as confirmed_count,
        (select min(created_at) from orders where order_status = 'CONFIRMED') as confirmed_oldest,
        (select count(*)::int from products where status = 'PUBLISHED' and stock <= ${lowStockThreshold}) as low_count`,
  );
  const low = await rowsOf<{ id: number; product_name: string; stock: number }>(
    db,
    sql`
      select id, product_name, stock from products
      where status = 'PUBLISHED' and stock <= ${lowStockThreshold}
      order by stock asc, id asc limit 10`,
  );
  const instant = (value: unknown) =>
    value === null || value === undefined ? null : new Date(value as string).toISOString();
  return {
    pending: { count: Number(waiting.pending_count), oldestAt: instant(waiting.pending_oldest) },
    confirmed: { count: Number(waiting.confirmed_count), oldestAt: instant(waiting.confirmed_oldest) },
    lowStock: {
      threshold: lowStockThreshold,
      count: Number(waiting.low_count),
      products: low.map((row) => ({
        id: Number(row.id),
        product_name: row.product_name,
        stock: Number(row.stock),
      })),
    },
  };
}

/** The five best sellers by revenue and by units over the shop days from `from` to `to` (`end` the day after). */
export async function topProducts(db: Db, timeZone: string, from: string, to: string, end: string) {
  const found = await rowsOf<{ ranking: string; id: number; product_name: string; revenue: number; units: number }>(
    db,
    sql`
      with sold as (
        -- Each order's lines from the (order_id) covering index (migration 009): the planner
        -- would otherwise read every line of every order (170 ms instead of 60 at 100,000 orders).
        select i.product_id, sum(i.net_payable)::float8 as revenue, sum(i.quantity)::int as units
        from orders o
        cross join lateral (
          select product_id, net_payable, quantity from order_items where order_id = o.id offset 0
        ) i
        where o.created_at >= ${midnight(from, timeZone)} and o.created_at < ${midnight(end, timeZone)}
          and o.order_status <> 'CANCELED'
        group by i.product_id
      ), ranked as (
        (select 'revenue' as ranking, * from sold order by revenue desc, product_id limit 5)
        union all
        (select 'units' as ranking, * from sold order by units desc, product_id limit 5)
      )
      select r.ranking, p.id, p.product_name, r.revenue, r.units
      from ranked r join products p on p.id = r.product_id`,
  );
  const list = (ranking: string) =>
    found
      .filter((row) => row.ranking === ranking)
      .map((row) => ({
        id: Number(row.id),
        product_name: row.product_name,
        revenue: Math.round(Number(row.revenue) * 100) / 100,
        units: Number(row.units),
      }))
      .sort((a, b) =>
        ranking === "revenue" ? b.revenue - a.revenue || a.id - b.id : b.units - a.units || a.id - b.id,
      );
  return { timeZone, from, to, byRevenue: list("revenue"), byUnits: list("units") };
}

/** The all-time totals and this month's change against last month. */
export async function dashboardTotals(db: Db) {
  const result = await db.execute(sql`
    with bounds as (
      select date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' as this_month,
             (date_trunc('month', now() at time zone 'UTC') - interval '1 month') at time zone 'UTC' as last_month
    )
    select
      (select coalesce(sum(net_payable), 0)::float8 from orders where order_status <> 'CANCELED') as total_sales,
      (select count(*)::int from users where user_type = 'USER') as total_customers,
      (select count(*)::int from products) as total_products,
      (select count(*)::int from orders) as total_orders,
      (select coalesce(sum(net_payable), 0)::float8 from orders, bounds where order_status <> 'CANCELED' and created_at >= this_month) as sales_this,
      (select coalesce(sum(net_payable), 0)::float8 from orders, bounds where order_status <> 'CANCELED' and created_at >= last_month and created_at < this_month) as sales_last,
      (select count(*)::int from users, bounds where user_type = 'USER' and created_at >= this_month) as customers_this,
      (select count(*)::int from users, bounds where user_type = 'USER' and created_at >= last_month and created_at < this_month) as customers_last,
      (select count(*)::int from products, bounds where created_at >= this_month) as products_this,
      (select count(*)::int from products, bounds where created_at >= last_month and created_at < this_month) as products_last,
      (select count(*)::int from orders, bounds where created_at >= this_month) as orders_this,
      (select count(*)::int from orders, bounds where created_at >= last_month and created_at < this_month) as orders_last
  `);
  const row = (result as unknown as { rows: Record<string, number>[] }).rows[0];
  const change = (current: number, previous: number) =>
    previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;
  return {
    totalSales: Math.round(Number(row.total_sales) * 100) / 100,
    totalCustomers: Number(row.total_customers),
    totalProducts: Number(row.total_products),
    totalOrders: Number(row.total_orders),
    monthOverMonth: {
      totalSales: change(Number(row.sales_this), Number(row.sales_last)),
      totalCustomers: change(Number(row.customers_this), Number(row.customers_last)),
      totalProducts: change(Number(row.products_this), Number(row.products_last)),
      totalOrders: change(Number(row.orders_this), Number(row.orders_last)),
    },
  };
}
