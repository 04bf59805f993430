import type { Database } from "../client.js";
import type { SeedContext } from "./index.js";

export async function seedCore(_database: Database, _context: SeedContext): Promise<void> {}
