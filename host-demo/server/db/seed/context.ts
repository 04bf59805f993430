import type { FastifyBaseLogger } from "fastify";

/** What every seed step is given (its own module, so the steps and the index do not import each other). */
export interface SeedContext {
  /** Multiplies the demo data; 1 = the default demo. */
  scale: number;
  /** Exact sizes for benchmarks (SEED_PRODUCTS, SEED_ORDERS, SEED_CUSTOMERS); otherwise derived from scale. */
  counts?: { products?: number; orders?: number; customers?: number };
  /** Seed images are written here (idempotently) so uploaded-file URLs resolve. */
  uploadsDir: string;
  log: Pick<FastifyBaseLogger, "info">;
}
