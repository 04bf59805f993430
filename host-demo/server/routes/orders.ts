import { and, asc, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { gzipSync } from "node:zlib";
import type { Db } from "../db/client.js";
import type { AppOptions } from "../options.js";
import { orderItems, orders, shippingServices, users, type OrderStatus } from "../db/schema/index.js";
import { conflict, notFound, ok } from "../lib/http.js";
import { listOrdersSchema, orderByIdSchema, transitionSchema } from "../schemas/orders.js";

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

const selectOrders = (db: Db) =>
  db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .leftJoin(shippingServices, eq(shippingServices.id, orders.shipping_service_id));
type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

const ordersRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  const baseQuery = () => selectOrders(db);

  // The whole list is ~5 MB of JSON at 10,000 orders: the cache keeps it serialized (by the
  // route's response schema, so only its fields leave), and gzipped (~10x smaller) once a client
  // accepts that, so it is serialized and compressed once per change, not per request.
  app.get("/admin/orders", { schema: listOrdersSchema, preHandler: app.backOffice }, async (request, reply) => {
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
};
export default ordersRoutes;
