import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { CHANGES_CHANNEL } from "../plugins/cacheChannel.js";

/** Tells the other processes' change feeds (LISTEN shop_changes) that a write committed. */
export async function announceChange(db: Db) {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, '')`);
}
