import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./client.js";

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Applies db/migrations/NNN_name.sql in name order, each once, each in its own transaction.
 * Plain SQL so the same files run on PGlite and on PostgreSQL. `upTo` stops after that file (tests
 * build old data that a later migration must handle).
 */
export async function migrate(database: Database, options: { upTo?: string } = {}): Promise<string[]> {
  await database.exec(
    "create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())",
  );
  const applied = new Set(
    (
      (await database.db.execute("select name from schema_migrations")) as unknown as {
        rows: { name: string }[];
      }
    ).rows.map((row) => row.name),
  );
  const files = fs
    .readdirSync(migrationsDir)
    .filter((name) => name.endsWith(".sql") && (!options.upTo || name <= options.upTo))
    .sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const text = fs.readFileSync(path.join(migrationsDir, file), "utf8");
    const safeName = file.replace(/'/g, "''");
    await database.exec(`begin;\n${text}\ninsert into schema_migrations (name) values ('${safeName}');\ncommit;`);
    ran.push(file);
  }
  return ran;
}
