// The uploads folder as a store several processes share and a disk that fills: a full store
// answers 507 and keeps no partial file, a process cleans only pending files too old to be anyone's,
// and each operator's uploads have an hourly quota counted in the database.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { files } from "../../host-demo/server/db/schema/index.js";
import { createTestApp, png, upload, type TestApp, type UploadFile } from "./helpers.js";

/** A PNG of about `kilobytes` KB: a valid header and image, then filler the server stores as is. */
const pngOf = (kilobytes: number): UploadFile => ({
  name: "photo.png",
  type: "image/png",
  data: Buffer.concat([png(), Buffer.alloc(kilobytes * 1024 - png().length)]),
});

describe("a full store", () => {
  // A real full disk: a 64 KB tmpfs (mounting needs root, as CI runs).
  const asRoot = process.getuid?.() === 0;
  let t: TestApp;
  let admin: string;
  let store: string;
  beforeAll(async () => {
    if (!asRoot) return;
    store = fs.mkdtempSync(path.join(os.tmpdir(), "shop-full-store-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", store]);
    t = await createTestApp({ uploadsDir: store });
    admin = (await t.account("ADMIN")).token;
  });
  afterAll(async () => {
    if (!asRoot) return;
    await t.close();
    execFileSync("umount", [store]);
    fs.rmSync(store, { recursive: true, force: true });
  });

  test.runIf(asRoot)("answers 507 with a clear message, and leaves neither a partial file nor a row", async () => {
    const rowsBefore = (await t.database.db.select({ id: files.id }).from(files)).length;
    const small = await upload(t, "files", [pngOf(8)], admin);
    expect(small.status).toBe(200);
    const onDisk = fs.readdirSync(store).sort();

    const refused = await upload(t, "files", [pngOf(8), pngOf(100)], admin);
    expect(refused.status).toBe(507);
    expect(refused.json.message).toBe(
      "The image store is full: nothing was stored. Ask the shop's administrator to free space.",
    );
    expect(fs.readdirSync(store).sort()).toEqual(onDisk);
    expect((await t.database.db.select({ id: files.id }).from(files)).length).toBe(rowsBefore + 1);
  });
});

test("at start a process removes only pending files too old to be another process's", async () => {
  const shared = fs.mkdtempSync(path.join(os.tmpdir(), "shop-shared-uploads-"));
  const fresh = path.join(shared, `.pending-${"a".repeat(32)}`);
  const stale = path.join(shared, `.pending-${"b".repeat(32)}`);
  fs.writeFileSync(fresh, "half of another process's upload");
  fs.writeFileSync(stale, "left by a process that died an hour ago");
  const anHourAgo = new Date(Date.now() - 60 * 60_000);
  fs.utimesSync(stale, anHourAgo, anHourAgo);
  const t = await createTestApp({ uploadsDir: shared });
  try {
    expect(fs.existsSync(fresh)).toBe(true);
    expect(fs.existsSync(stale)).toBe(false);
  } finally {
    await t.close();
    fs.rmSync(shared, { recursive: true, force: true });
  }
});

describe("an operator's hourly upload quota", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ uploadQuotaKbPerHour: 150 });
  });
  afterAll(() => t.close());

  test("past it: 429 saying the quota and the wait, nothing stored; another operator still uploads", async () => {
    const first = (await t.account("ADMIN")).token;
    const second = (await t.account("ADMIN")).token;
    expect((await upload(t, "files", [pngOf(100)], first)).status).toBe(200);
    const onDisk = fs.readdirSync(t.uploadsDir).length;

    const refused = await upload(t, "files", [pngOf(60)], first);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(
      "Upload limit reached: at most 150 KB of images per hour. Try again in 60 minutes.",
    );
    expect(fs.readdirSync(t.uploadsDir).length).toBe(onDisk);

    expect((await upload(t, "files", [pngOf(100)], second)).status).toBe(200);
  });

  test("parallel uploads of one operator cannot slip past it together", async () => {
    const token = (await t.account("ADMIN")).token;
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(t, "files", [pngOf(40)], token)));
    // 150 KB holds three uploads of 40 KB, never more.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
  });
});
