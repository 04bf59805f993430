import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { notifications, users } from "../db/schema/index.js";

type BusinessType = "B2B" | "B2C" | "BOTH";

/** Customers a promotion to this business type reaches (BOTH = every customer). */
const audienceOf = (businessType: BusinessType) =>
  businessType === "BOTH"
    ? eq(users.user_type, "USER")
    : and(eq(users.user_type, "USER"), eq(users.bussiness_type, businessType));

/** How many customers a promotion to this business type reaches. */
export async function reachOf(db: Db, businessType: BusinessType) {
  const [{ value }] = await db.select({ value: count() }).from(users).where(audienceOf(businessType));
  return value;
}

/** Records a promotion as sent (the reference host delivers nothing): what, to whom, by whom. */
export async function recordNotification(db: Db, values: typeof notifications.$inferInsert) {
  const [sent] = await db.insert(notifications).values(values).returning();
  return sent;
}

/** Every promotion sent, newest first. */
export const listNotifications = (db: Db) =>
  db.select().from(notifications).orderBy(desc(notifications.created_at), desc(notifications.id));
