import { eq, inArray } from "drizzle-orm";
import type { Database } from "../client.js";
import {
  devices,
  flavours,
  orderItems,
  orders,
  products,
  shippingServices,
  userAddresses,
  users,
} from "../schema/index.js";
import type { SeedContext } from "./context.js";
import { createRandom, insertInChunks } from "./random.js";

export const BASE_ORDERS = 320;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Orders in every status, spread over ~14 months so month-over-month figures have data. */
export async function seedOrders(database: Database, context: SeedContext): Promise<void> {
  const random = createRandom(4242);
  const { db } = database;
  const customers = await db
    .select({ id: users.id, bussiness_type: users.bussiness_type })
    .from(users)
    .where(eq(users.user_type, "USER"));
  const addresses = await db
    .select()
    .from(userAddresses)
    .where(
      inArray(
        userAddresses.user_id,
        customers.map((c) => c.id),
      ),
    );
  const addressByUser = new Map(addresses.map((address) => [address.user_id, address]));
  const productRows = await db
    .select({ id: products.id, price: products.price, compared_price: products.compared_price })
    .from(products)
    .limit(2000);
  const services = await db.select({ id: shippingServices.id, price: shippingServices.price }).from(shippingServices);
  const colourIds = (await db.select({ id: flavours.id }).from(flavours)).map((row) => row.id);
  const tagIds = (await db.select({ id: devices.id }).from(devices)).map((row) => row.id);

  const total = context.counts?.orders ?? Math.round(BASE_ORDERS * context.scale);
  const now = Date.now();
  const day = 86_400_000;
  const chunkSize = 1000;
  for (let start = 0; start < total; start += chunkSize) {
    const size = Math.min(chunkSize, total - start);
    const itemsPerOrder: Omit<typeof orderItems.$inferInsert, "order_id">[][] = [];
    const orderRows = Array.from({ length: size }, (_, offset) => {
      const index = start + offset;
      const customer = random.pick(customers);
      const business = customer.bussiness_type === "B2B";
      const items = Array.from({ length: random.int(1, 4) }, () => {
        const product = random.pick(productRows);
        const original = business && product.compared_price !== null ? product.compared_price : product.price;
        const perItem = random.chance(0.3) ? round2(original * random.pick([0.05, 0.1, 0.15])) : 0;
        const quantity = business ? random.int(5, 40) : random.int(1, 3);
        const subtotal = round2(original * quantity);
        const discount = round2(perItem * quantity);
        return {
          product_id: product.id,
          flavour_id: random.pick(colourIds),
          device_id: random.pick(tagIds),
          original_price: original,
          discounted_price: round2(original - perItem),
          per_item_discount: perItem,
          quantity,
          subtotal,
          discount_amount: discount,
          net_payable: round2(subtotal - discount),
        };
      });
      itemsPerOrder.push(items);
      const subtotal = round2(items.reduce((sum, item) => sum + item.subtotal, 0));
      const totalDiscount = round2(items.reduce((sum, item) => sum + item.discount_amount, 0));
      const service = random.pick(services);
      const totalPrice = round2(subtotal - totalDiscount);
      const shipping = totalPrice >= 75 ? 0 : service.price;
      // Newer orders are more often still open; older ones are delivered or canceled.
      const ageDays = index < 40 ? random.int(0, 20) : random.int(0, 430);
      const roll = random.next();
      const status =
        ageDays < 7
          ? roll < 0.55
            ? "PENDING"
            : roll < 0.85
              ? "CONFIRMED"
              : roll < 0.95
                ? "DELIVERED"
                : "CANCELED"
          : roll < 0.1
            ? "PENDING"
            : roll < 0.2
              ? "CONFIRMED"
              : roll < 0.88
                ? "DELIVERED"
                : "CANCELED";
      const address = addressByUser.get(customer.id);
      return {
        order_number: `ORD-${String(100000 + index)}`,
        order_status: status as "PENDING" | "CONFIRMED" | "DELIVERED" | "CANCELED",
        user_id: customer.id,
        shipping_service_id: service.id,
        subtotal,
        total_discount: totalDiscount,
        total_price: totalPrice,
        shipping_charges: shipping,
        net_payable: round2(totalPrice + shipping),
        transaction_id: `TXN-${(index * 7919 + 104729).toString(36).toUpperCase().padStart(8, "0")}`,
        ship_street: address?.street ?? "Hauptstraße 1",
        ship_city: address?.city ?? "Berlin",
        ship_country: address?.country ?? "Germany",
        created_at: new Date(now - ageDays * day - random.int(0, day - 1)).toISOString(),
      };
    });
    const inserted = await db.insert(orders).values(orderRows).returning({ id: orders.id });
    const itemRows = inserted.flatMap((order, position) =>
      itemsPerOrder[position].map((item) => ({ ...item, order_id: order.id })),
    );
    await insertInChunks(itemRows, 2000, (chunk) => db.insert(orderItems).values(chunk));
  }
  context.log.info({ orders: total }, "seeded orders");
}
