import type { Database } from "../client.js";
import type { SeedContext } from "./index.js";

export async function seedCatalog(_database: Database, _context: SeedContext): Promise<void> {}
