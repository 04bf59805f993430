// What the change journal costs a write (issue 33: a write's p95 may grow by at most 2 ms).
// Two reference servers run side by side on their own data, one with the journal (as shipped)
// and one with JOURNAL=off (writes as before the journal: no transaction naming the admin, the
// triggers write nothing). The same writes go to each in turn, one at a time, so whatever else
// the machine does weighs on both alike: a brand renamed (an update, with its changed fields
// kept), an order confirmed or delivered (a status change), a brand created and then deleted (a
// create and a delete). Prints p50/p95 per write kind and server, and the growth of the p95 with
// its 90% interval (the writes resampled), since p95s of a few hundred writes are noisy. PGlite by default;
// BENCH_DATABASE_URL runs the same on PostgreSQL (both servers on that database).
// BENCH_SCALE=tiny (CI) writes a few of each.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startBenchServer, type BenchServer } from "./benchServer";
import { budget, checkBudgets } from "./budgets.mjs";

const tiny = process.env.BENCH_SCALE === "tiny";
// A p95 difference needs many writes: at 300 of each, two servers both without the journal
// differed by up to 1.9 ms at p95 from noise alone.
const rounds = Number(process.env.BENCH_WRITES ?? (tiny ? 8 : 1000));
/** Pending orders each server needs: each is confirmed in one round and delivered in the next. */
const ordersNeeded = Math.ceil(rounds / 2) + 2;
const GOAL_MS = 2;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (value: number) => value.toFixed(2).padStart(7);
const signed = (value: number) => `${value >= 0 ? "+" : ""}${value.toFixed(2)}`;

/** The p95 growth's 90% interval: the writes drawn again at random, 1,000 times. */
function growthInterval(off: number[], on: number[]): [number, number] {
  const draw = (list: number[]) =>
    Array.from({ length: list.length }, () => list[Math.floor(Math.random() * list.length)]).sort((a, b) => a - b);
  const growths = Array.from({ length: 1000 }, () => percentile(draw(on), 95) - percentile(draw(off), 95)).sort(
    (a, b) => a - b,
  );
  return [percentile(growths, 5), percentile(growths, 95)];
}

interface Side {
  label: "journal on" | "journal off";
  server: BenchServer;
  auth: Record<string, string>;
  brandId: number;
  pendingOrders: number[];
  times: Map<string, number[]>;
}

async function call(side: Side, method: string, route: string, body?: unknown) {
  const response = await fetch(`${side.server.base}/api${route}`, {
    method,
    headers: { ...side.auth, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${side.label}: ${method} ${route} answered ${response.status} ${text}`);
  return JSON.parse(text) as { body?: { id?: number; orders?: { id: number }[] } };
}

async function timed(side: Side, kind: string, write: () => Promise<unknown>) {
  const started = performance.now();
  await write();
  const elapsed = performance.now() - started;
  const list = side.times.get(kind) ?? [];
  list.push(elapsed);
  side.times.set(kind, list);
}

async function open(label: Side["label"], env: Record<string, string>): Promise<Side> {
  const server = await startBenchServer({
    ...env,
    JOURNAL: label === "journal on" && !process.env.BENCH_AA ? "on" : "off",
  });
  const signIn = await fetch(`${server.base}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    // Each side signs in as its own admin: on one database a second sign-in would end the first's session.
    body: JSON.stringify(
      label === "journal on"
        ? { email: "superadmin@shop.test", password: "SuperAdmin#2026" }
        : { email: "admin@shop.test", password: "Admin#2026" },
    ),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const side: Side = {
    label,
    server,
    auth: { authorization: `Bearer ${accessToken}` },
    brandId: 0,
    pendingOrders: [],
    times: new Map(),
  };
  const brand = await call(side, "POST", "/brand", {
    brand_name: `Journal bench ${label} ${Date.now()}`,
    image_url: "/api/upload/files/seed-01.png",
  });
  side.brandId = Number(brand.body?.id);
  // One pending order per round, the warm-up's included.
  // Twice as many as one server needs: on one PostgreSQL database the two share them (below).
  for (let page = 1; side.pendingOrders.length < 2 * ordersNeeded; page++) {
    const pending = await call(side, "GET", `/admin/orders?status=PENDING&page=${page}&limit=100`);
    const ids = (pending.body?.orders ?? []).map((order) => order.id);
    if (ids.length === 0) break;
    side.pendingOrders.push(...ids);
  }
  return side;
}

/** One round of every write kind on one server. */
async function round(side: Side, index: number) {
  const name = `Journal bench ${side.label} ${index}`;
  await timed(side, "update (rename a brand)", () =>
    call(side, "PUT", `/brand/update/${side.brandId}`, {
      brand_name: name,
      image_url: "/api/upload/files/seed-01.png",
    }),
  );
  const order = side.pendingOrders[Math.floor(index / 2)];
  const action = index % 2 ? "deliver" : "confirm";
  if (order !== undefined)
    await timed(side, "status (confirm, deliver)", () => call(side, "PUT", `/admin/order/${action}/${order}`));
  let created = 0;
  await timed(side, "create (a brand)", async () => {
    created = Number(
      (await call(side, "POST", "/brand", { brand_name: `${name} new`, image_url: "/api/upload/files/seed-01.png" }))
        .body?.id,
    );
  });
  await timed(side, "delete (that brand)", () => call(side, "DELETE", `/brand/delete/${created}`));
}

async function run(title: string, envOf: (label: Side["label"]) => Record<string, string>) {
  console.log(`\n${title}: ${rounds} writes of each kind per server, one at a time, the two servers in turn`);
  const sides = [await open("journal off", envOf("journal off")), await open("journal on", envOf("journal on"))];
  // On one PostgreSQL database both see the same pending orders: each confirms its own half.
  sides.forEach((side, index) => (side.pendingOrders = side.pendingOrders.filter((_, at) => at % 2 === index)));
  try {
    // A few writes first on each, so neither pays for its first statements' planning in the figures
    // (an even round: it confirms an order no later round touches).
    for (const side of sides) await round(side, rounds + (rounds % 2));
    for (const side of sides) side.times.clear();
    for (let index = 0; index < rounds; index++) {
      // Alternate which server goes first, so neither always follows the other's write.
      for (const side of index % 2 ? [...sides].reverse() : sides) await round(side, index);
    }
  } finally {
    for (const side of sides) await side.server.stop();
  }
  let worst = -Infinity;
  for (const kind of sides[0].times.keys()) {
    const [off, on] = sides.map((side) => [...(side.times.get(kind) ?? [])].sort((a, b) => a - b));
    if (!off.length || !on.length) continue;
    const growth = percentile(on, 95) - percentile(off, 95);
    const [low, high] = growthInterval(off, on);
    worst = Math.max(worst, growth);
    console.log(
      `  ${kind.padEnd(26)} off p50 ${fmt(percentile(off, 50))} p95 ${fmt(percentile(off, 95))} ms | ` +
        `on p50 ${fmt(percentile(on, 50))} p95 ${fmt(percentile(on, 95))} ms | ` +
        `p50 ${signed(percentile(on, 50) - percentile(off, 50))}, p95 ${signed(growth)} ms ` +
        `(90% interval ${signed(low)} … ${signed(high)}; ${on.length} writes)`,
    );
  }
  console.log(
    `  largest p95 growth ${worst.toFixed(2)} ms (${budget({ label: `${title}: largest p95 growth of a write`, value: worst, limit: GOAL_MS, unit: "ms", atTinyScale: false, digits: 2 })})`,
  );
}

const staticRoot = path.join(os.tmpdir(), "no-host-pages");
/**
 * Enough pending orders for both servers (about one order in ten is pending); CI's
 * tiny scale seeds small shops, to start quickly.
 */
const sizes: Record<string, string> = tiny
  ? { SEED_PRODUCTS: "300", SEED_ORDERS: "200" }
  : { SEED_ORDERS: String(Math.max(2000, ordersNeeded * 2 * 12)) };
const folders: string[] = [];
try {
  if (process.env.BENCH_PGLITE !== "off") {
    await run("PGlite", () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bench-journal-"));
      folders.push(folder);
      return { DATA_DIR: folder, STATIC_ROOT: staticRoot, ...sizes };
    });
  }
  if (process.env.BENCH_DATABASE_URL) {
    await run("PostgreSQL", () => ({
      DATABASE_URL: process.env.BENCH_DATABASE_URL!,
      STATIC_ROOT: staticRoot,
      ...(tiny ? {} : sizes),
    }));
  }
} finally {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
}
checkBudgets();
