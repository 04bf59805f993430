// Changes reach open screens (issue 33): how long from a write through one server process until a
// change stream open on ANOTHER process receives it (GET /api/events, LISTEN/NOTIFY between them).
// Two processes on one PostgreSQL (BENCH_DATABASE_URL, seeded if empty); without it, one PGlite
// process (its stream and its write in the same process) for the record. Each write is a brand
// created through process A, timed from just before the request until process B's stream carries
// its change; writes go one after another, a little apart, as operators make them.
// Goal: p95 ≤ 1 s across two processes. BENCH_SCALE=tiny (CI): 20 writes, else 300.
import os from "node:os";
import path from "node:path";
import { readEventStream } from "../src/core/live/sseParser";
import { signInAsSuperAdmin, withWriterAndWatcher, type BenchServer } from "./benchServer";
import { budget, checkBudgets } from "./budgets.mjs";

const tiny = process.env.BENCH_SCALE === "tiny";
const writes = Number(process.env.BENCH_WRITES ?? (tiny ? 20 : 300));
const GOAL_MS = 1000;
const sizes = { SEED_PRODUCTS: tiny ? "300" : "2000", SEED_ORDERS: tiny ? "200" : "2000" };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** B's stream: when each (entity, recordId) change arrived, and a wait for one. */
async function openStream(base: string, auth: Record<string, string>) {
  const aborter = new AbortController();
  const arrived = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const response = await fetch(`${base}/api/events`, { headers: auth, signal: aborter.signal });
  if (!response.ok || !response.body) throw new Error(`GET /api/events answered ${response.status}`);
  readEventStream(response.body, (event) => {
    if (event.event === "ready") ready();
    if (event.event !== "change") return;
    const now = performance.now();
    const { entity, recordId } = JSON.parse(event.data) as { entity: string; recordId: number };
    const key = `${entity}:${recordId}`;
    arrived.set(key, now);
    waiting.get(key)?.(now);
  }).catch(() => {
    // closed
  });
  await isReady;
  return {
    arrival(key: string, timeoutMs = 10_000): Promise<number> {
      const at = arrived.get(key);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${key} never reached the stream`)), timeoutMs);
        waiting.set(key, (value) => {
          clearTimeout(timer);
          resolve(value);
        });
      });
    },
    close: () => aborter.abort(),
  };
}

async function measure(label: string, writer: BenchServer, watcher: BenchServer) {
  const auth = await signInAsSuperAdmin(writer.base);
  const stream = await openStream(watcher.base, auth);
  const latencies: number[] = [];
  const writeTimes: number[] = [];
  const run = `${Date.now().toString(36)}`;
  try {
    for (let i = 0; i < writes; i++) {
      const started = performance.now();
      const response = await fetch(`${writer.base}/api/brand`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ brand_name: `Live bench ${run} ${i}`, image_url: "/api/upload/files/seed-01.png" }),
      });
      const answered = performance.now();
      const { body } = (await response.json()) as { body: { id: number } };
      if (!response.ok) throw new Error(`POST /api/brand answered ${response.status}`);
      latencies.push((await stream.arrival(`brand:${body.id}`)) - started);
      writeTimes.push(answered - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    stream.close();
  }
  latencies.sort((a, b) => a - b);
  writeTimes.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  console.log(`\n${label}: ${writes} writes`);
  console.log(
    `  write answered:            p50 ${percentile(writeTimes, 50).toFixed(1)} ms  p95 ${percentile(writeTimes, 95).toFixed(1)} ms`,
  );
  console.log(
    `  write → other stream:      p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${latencies.at(-1)!.toFixed(1)} ms` +
      `; ${budget({ label: `${label}: write → other stream, p95`, value: p95, limit: GOAL_MS, unit: "ms", atTinyScale: false })}`,
  );
}

const noPages = { STATIC_ROOT: path.join(os.tmpdir(), "no-host-pages") };
await withWriterAndWatcher(
  process.env.BENCH_DATABASE_URL,
  { shared: { ...noPages, ...sizes }, writer: {}, watcher: {} },
  (a, b, twoProcesses) =>
    measure(
      twoProcesses
        ? "PostgreSQL, written through process A, streamed by process B"
        : "PGlite, one process (set BENCH_DATABASE_URL for two processes)",
      a,
      b,
    ),
);
checkBudgets();
