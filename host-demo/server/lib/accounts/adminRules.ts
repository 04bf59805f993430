import { and, eq } from "drizzle-orm";
import type { PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { Db, Schema } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import { conflict } from "../http/http.js";

export const LAST_SUPER_ADMIN =
  "This is the last active SUPER_ADMIN: another active SUPER_ADMIN must exist before it can be restricted, banned or deleted.";

type Tx = Db | PgTransaction<PgQueryResultHKT, Schema>;

/**
 * Refuses (409) when `id` is an active SUPER_ADMIN and no other active SUPER_ADMIN exists, so
 * the back-office always keeps someone who can manage admins. Run inside the transaction that
 * makes the change: the active SUPER_ADMIN rows are locked until it ends, so two SUPER_ADMINs
 * removing each other at the same moment cannot both succeed.
 */
export async function keepOneSuperAdmin(tx: Tx, id: number): Promise<void> {
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.user_type, "SUPER_ADMIN"), eq(users.account_status, "ACTIVE")))
    .for("update");
  if (active.some((row) => row.id === id) && active.length <= 1) throw conflict(LAST_SUPER_ADMIN);
}
