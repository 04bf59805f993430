import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import type { AppOptions } from "../options.js";
import { notFoundRefusals, selectedIds, sendBulk } from "../lib/http/bulk.js";
import { conflict, notFound, ok } from "../lib/http/http.js";
import { csvHeaderLine, csvLine } from "../lib/orders/ordersCsv.js";
import {
  exportOrders,
  findOrder,
  isPagedQuery,
  listAllOrders,
  listOrderPage,
  matchingOrderIds,
  orderStatusCounts,
  transitionOrder,
  transitionOrders,
  TRANSITIONS,
} from "../repositories/orders.js";
import { storeOf } from "../repositories/store.js";
import { bulkSchemas } from "../schemas/bulk.js";
import {
  exportOrdersSchema,
  listOrdersSchema,
  orderCountsSchema,
  orderByIdSchema,
  transitionSchema,
} from "../schemas/orders.js";

const ordersRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const store = storeOf(app);

  // The whole list is ~5 MB of JSON at 10,000 orders: the cache keeps it serialized (by the
  // route's response schema, so only its fields leave), and gzipped (~10x smaller) once a client
  // accepts that, so it is serialized and compressed once per change, not per request.
  app.get("/admin/orders", { schema: listOrdersSchema, preHandler: app.backOffice }, async (request, reply) => {
    if (isPagedQuery(request.query)) return ok(await listOrderPage(store, request.query), "Orders");
    const list = await app.readCache.get("orders", async (): Promise<{ json: string; gzip?: Buffer }> => ({
      // reply.serialize answers a string for a JSON route (its type also allows Buffer for others).
      json: reply.serialize(ok(await listAllOrders(store.db), "Orders")) as string,
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
    const { counts, capped } = await orderStatusCounts(store, request.query);
    return ok({ statusCounts: counts, statusCountsCapped: capped }, "Order counts");
  });

  // Every matching order, however many: written as its batches come, so neither the server nor
  // the browser holds the whole list.
  app.get(
    "/admin/orders/export.csv",
    { schema: exportOrdersSchema, preHandler: app.backOffice },
    async (request, reply) => {
      const { total, batches } = await exportOrders(store, request.query);
      async function* lines() {
        yield csvHeaderLine();
        let serial = 0;
        for await (const batch of batches) yield batch.map((order) => csvLine(order, ++serial)).join("");
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

  app.get("/admin/order/byid/:id", { schema: orderByIdSchema, preHandler: app.backOffice }, async (request) => {
    const order = await findOrder(store.db, request.params.id);
    if (!order) throw notFound("Order");
    return ok(order, "Order");
  });

  for (const [action, { from, to }] of Object.entries(TRANSITIONS)) {
    app.put(
      `/admin/order/${action}/:id`,
      { schema: transitionSchema(action), preHandler: app.backOffice },
      async (request) => {
        const { id } = request.params;
        const outcome = await transitionOrder(store.db, id, from, to);
        if (!outcome) throw notFound("Order");
        if ("refused" in outcome) {
          throw conflict(
            `Cannot ${action} an order that is ${outcome.refused}; only ${from} orders can be ${to.toLowerCase()}.`,
          );
        }
        request.log.info({ orderId: id, from, to, by: request.auth!.userId }, "order status changed");
        return ok(outcome.changed, `Order ${to.toLowerCase()}`);
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
      const ids = await selectedIds(request.body, (filter) => matchingOrderIds(store, filter));
      const verb = to.toLowerCase();
      return sendBulk({
        app,
        request,
        reply,
        ids,
        noun: ["order", "orders"],
        done: verb,
        apply: async (batch) => {
          const { changed, others, current } = await transitionOrders(store.db, batch, from, to);
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
