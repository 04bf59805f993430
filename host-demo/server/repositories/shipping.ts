import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { shippingServices } from "../db/schema/index.js";
import { atVersion } from "../lib/records/versions.js";

type ShippingValues = { title: string; description: string; price: number; image: string };

/** Every shipping service, newest first. */
export const listShippingServices = (db: Db) =>
  db.select().from(shippingServices).orderBy(desc(shippingServices.created_at), desc(shippingServices.id));

/** One shipping service, or undefined. */
export async function findShippingService(db: Db, id: number) {
  const [current] = await db.select().from(shippingServices).where(eq(shippingServices.id, id));
  return current;
}

/** Adds a shipping service; answers its row. */
export async function createShippingService(db: Db, values: ShippingValues) {
  const [created] = await db.insert(shippingServices).values(values).returning();
  return created;
}

/** Changes a shipping service, only at `version` when one is given (the If-Match); undefined when no row matched. */
export async function updateShippingService(db: Db, id: number, values: ShippingValues, version: number | undefined) {
  const [updated] = await db
    .update(shippingServices)
    .set(values)
    .where(and(eq(shippingServices.id, id), atVersion(shippingServices.version, version)))
    .returning();
  return updated;
}

/** Deletes a shipping service (refused by the database while orders use it); false when there is none. */
export async function deleteShippingService(db: Db, id: number) {
  const deleted = await db
    .delete(shippingServices)
    .where(eq(shippingServices.id, id))
    .returning({ id: shippingServices.id });
  return deleted.length > 0;
}
