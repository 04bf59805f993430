import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { badRequest, ok } from "../lib/http/http.js";
import { addBuckets, bucketRange, isTimeZone, shopDate, type Granularity } from "../lib/orders/salesBuckets.js";
import { attention, dashboardTotals, salesTrend, topProducts, followShopTimeZone } from "../repositories/dashboard.js";
import { attentionSchema, salesTrendSchema, topProductsSchema } from "../schemas/dashboard.js";
import { dashboardSchema } from "../schemas/orders.js";

/** The dashboard's totals, sales trend, what waits and best sellers (repositories/dashboard.ts), each kept until a write. */
const dashboard: FastifyPluginAsyncTypebox<AppOptions> = async (app, options) => {
  const db = app.database.db;
  const timeZone = options.shopTimeZone ?? "Europe/Paris";
  if (!isTimeZone(timeZone)) throw new Error(`shopTimeZone must be an IANA time zone, got ${timeZone}`);
  const lowStockThreshold = options.lowStockThreshold ?? 5;
  await followShopTimeZone(db, timeZone);

  app.get("/dashboard", { schema: dashboardSchema, preHandler: app.backOffice }, async () =>
    ok(await app.readCache.get("dashboard", () => dashboardTotals(db)), "Dashboard"),
  );

  app.get("/dashboard/sales", { schema: salesTrendSchema, preHandler: app.backOffice }, async (request) => {
    const granularity: Granularity = request.query.granularity ?? "day";
    const range = bucketRange(granularity, shopDate(new Date(), timeZone), request.query.from, request.query.to);
    if ("error" in range) throw badRequest(range.error);
    const key = `dashboard/sales/${granularity}/${range.from}/${range.end}`;
    const trend = await app.readCache.get(key, () => salesTrend(db, granularity, range, timeZone));
    return ok(trend, "Sales trend");
  });

  app.get("/dashboard/attention", { schema: attentionSchema, preHandler: app.backOffice }, async () =>
    ok(await app.readCache.get("dashboard/attention", () => attention(db, lowStockThreshold)), "Attention"),
  );

  /** The last 30 days of the shop's calendar, today included. */
  app.get("/dashboard/top-products", { schema: topProductsSchema, preHandler: app.backOffice }, async () => {
    const to = shopDate(new Date(), timeZone);
    const from = addBuckets(to, "day", -29);
    const end = addBuckets(to, "day", 1);
    const top = await app.readCache.get(`dashboard/top-products/${to}`, () => topProducts(db, timeZone, from, to, end));
    return ok(top, "Top products");
  });
};
export default dashboard;
