import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { ok } from "../lib/http.js";
import { dashboardSchema } from "../schemas/orders.js";

/**
 * Definitions (documented in the README): totalSales = sum of net_payable of orders that are not
 * CANCELED; totalCustomers = accounts of type USER; totalProducts = all products (draft too);
 * totalOrders = all orders. monthOverMonth compares what was added this calendar month (UTC)
 * with last month: (this - last) / last * 100, rounded to one decimal, null when last is 0.
 */
const dashboard: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  app.get("/dashboard", { schema: dashboardSchema, preHandler: app.backOffice }, async () =>
    ok(await app.readCache.get("dashboard", totals), "Dashboard"),
  );

  async function totals() {
    const result = await app.database.db.execute(sql`
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
};
export default dashboard;
