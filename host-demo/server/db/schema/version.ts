import { integer } from "drizzle-orm/pg-core";

/**
 * An editable record's version (migration 014): 1 when written, raised by one by the database on
 * each update that changes something. Reads answer it as the ETag; an update sent with
 * `If-Match` applies only to that version (lib/records/versions.ts).
 */
export const recordVersion = () => integer("version").notNull().default(1);
