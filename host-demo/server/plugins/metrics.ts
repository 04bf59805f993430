import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** The figures other parts of the server add to (the change stream, the uploads). */
export interface ServerMetrics {
  registry: Registry;
  changeStreamClients: Gauge;
  uploadedBytes: Counter;
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: ServerMetrics;
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN: the figures are read only with it; without it the process measures only what costs nothing. */
  enabled: boolean;
}

/**
 * Prometheus figures of this process (each process of a cluster is scraped on its own): requests
 * by route and status with their latency, the database pool, change-stream clients, uploaded
 * bytes, attempt-limit refusals, and Node's own (event-loop delay, heap, GC). Its own registry, so
 * several apps in one process (the tests) do not collide.
 */
const metricsPlugin: FastifyPluginAsync<MetricsOptions> = async (app, options) => {
  const registry = new Registry();
  if (options.enabled) collectDefaultMetrics({ register: registry, prefix: "shop_" });

  const requests = new Counter({
    name: "shop_http_requests_total",
    help: "Requests answered, by method, route (its pattern, not the URL) and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const latency = new Histogram({
    name: "shop_http_request_duration_seconds",
    help: "Time from the request's arrival to its answer, by method, route and status",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: "shop_attempt_limit_refusals_total",
    help: "Requests refused by an attempt limit (429: sign-in, one-time codes, sign-up, password change), by route",
    labelNames: ["route"],
    registers: [registry],
  });
  const changeStreamClients = new Gauge({
    name: "shop_change_stream_clients",
    help: "Change streams (GET /api/events) open now",
    registers: [registry],
  });
  const uploadedBytes = new Counter({
    name: "shop_uploaded_bytes_total",
    help: "Bytes of images stored by uploads",
    registers: [registry],
  });

  const pool = app.database.pool;
  if (pool) {
    const stats = () => pool.stats();
    const poolGauge = (name: string, help: string, read: (figures: ReturnType<typeof stats>) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(stats()));
        },
      });
    poolGauge("shop_db_pool_max", "Connections the pool may open", (figures) => figures.max);
    poolGauge("shop_db_pool_open", "Connections open (busy and idle)", (figures) => figures.open);
    poolGauge("shop_db_pool_idle", "Open connections waiting for work", (figures) => figures.idle);
    poolGauge("shop_db_pool_waiting", "Requests queued for a connection now", (figures) => figures.waiting);
    const wait = new Histogram({
      name: "shop_db_pool_wait_seconds",
      help: "How long a checkout waited for its connection",
      buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 3],
      registers: [registry],
    });
    pool.onWait((seconds) => wait.observe(seconds));
  }

  app.decorate("metrics", { registry, changeStreamClients, uploadedBytes });

  app.addHook("onResponse", async (request, reply) => {
    // Unmatched URLs share one label: a scanner's paths would otherwise each make a series.
    const route = request.routeOptions.url ?? "unmatched";
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });
};

export default fp(metricsPlugin, { name: "metrics", dependencies: ["database"] });
