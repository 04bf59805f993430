// One server process per data folder: the lock file that start.ts takes before opening PGlite.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { lockDataDir } from "../../host-demo/server/plugins/lock.js";

let dataDir: string;
beforeEach(() => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "shop-lock-")), "data");
});
afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

const lockFile = () => path.join(dataDir, "server.lock");
/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid!;

describe("lockDataDir", () => {
  test("creates the folder, writes this process's pid, and removes the lock on release", () => {
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(lockFile(), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
    release(); // a second release is harmless
  });

  test("refuses a folder locked by another live process", () => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(lockFile(), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(
      `The data folder ${dataDir} is in use by another server process (pid ${process.ppid}). Stop it or use another DATA_DIR.`,
    );
    expect(fs.readFileSync(lockFile(), "utf8")).toBe(String(process.ppid));
  });

  test("takes over a lock left by a process that died, or a lock file with no pid", () => {
    for (const content of [String(deadPid()), "", "not a pid", "-5"]) {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(lockFile(), content);
      const release = lockDataDir(dataDir);
      expect(fs.readFileSync(lockFile(), "utf8")).toBe(String(process.pid));
      release();
    }
  });

  test("takes over a lock holding this process's own pid (a restart that got the same pid, as pid 1 in a container)", () => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(lockFile(), String(process.pid));
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(lockFile(), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  test("release leaves a lock that another process took over", () => {
    const release = lockDataDir(dataDir);
    fs.writeFileSync(lockFile(), String(process.ppid));
    release();
    expect(fs.readFileSync(lockFile(), "utf8")).toBe(String(process.ppid));
  });

  test("an unwritable place is an error, not a lock", () => {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    fs.writeFileSync(dataDir, "a file where the folder should be");
    expect(() => lockDataDir(dataDir)).toThrow();
  });
});
