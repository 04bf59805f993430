import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../host-demo/server/db/client.js";
import { migrate } from "../../host-demo/server/db/migrate.js";
import { seedIfEmpty } from "../../host-demo/server/db/seed/index.js";
import { templateDatabaseUrl, withDatabase } from "./postgres.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a migrated, seeded data folder (closed) that each test file copies and opens. */
    seedDataDir: string;
  }
}

const quietLog = { info: () => {} };

/**
 * Migrates and seeds once per run. On PGlite the result is a closed data folder; on PostgreSQL
 * (TEST_DATABASE_URL) it becomes a template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "shop-seed-"));
  const uploadsDir = path.join(scratch, "uploads");
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const templateName = "shop_test_template";
    await withDatabase(adminUrl, async (client) => {
      await client.query(`drop database if exists ${templateName}`);
      await client.query(`create database ${templateName}`);
    });
    const database = await openDatabase({ databaseUrl: templateDatabaseUrl(adminUrl, templateName) });
    await migrate(database);
    await seedIfEmpty(database, { scale: 1, uploadsDir, log: quietLog });
    await database.close();
    project.provide("seedDataDir", "");
  } else {
    const database = await openDatabase({});
    await migrate(database);
    await seedIfEmpty(database, { scale: 1, uploadsDir, log: quietLog });
    const dump = await database.dump();
    await database.close();
    // Unpacked once here: copying a folder per test file is far quicker than each file unpacking
    // the dump in its own PGlite.
    const seedDataDir = path.join(scratch, "seeded");
    const unpacked = new PGlite({ dataDir: seedDataDir, loadDataDir: dump! });
    await unpacked.waitReady;
    await unpacked.close();
    project.provide("seedDataDir", seedDataDir);
  }
  return () => fs.rmSync(scratch, { recursive: true, force: true });
}
