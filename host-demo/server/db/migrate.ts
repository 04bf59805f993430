import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./client.js";

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Applies db/migrations/NNN_name.sql in name order, each once, each in its own transaction.
 * Plain SQL so the same files run on PGlite and on PostgreSQL.
 */
export async function migrate(database: Database): Promise<string[]> {
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
    .filter((name) => name.endsWith(".sql"))
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
