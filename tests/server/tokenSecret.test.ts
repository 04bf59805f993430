// Without TOKEN_SECRET the server keeps a generated secret in its data folder, so sign-ins outlive
// a restart; a server without a data folder signs with a secret that dies with it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../host-demo/server/app.js";
import { createTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let secretDir: string;
beforeAll(async () => {
  secretDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "shop-secret-")), "data");
  t = await createTestApp({ tokenSecret: undefined, secretDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(path.dirname(secretDir), { recursive: true, force: true });
});

/** A second server on the same database (a restart), with these secret options. */
async function restart(options: { secretDir?: string; tokenSecret?: string }) {
  const app = await buildApp({
    database: t.database,
    uploadsDir: t.uploadsDir,
    seedScale: 0,
    loggerLevel: "silent",
    ...options,
  });
  await app.ready();
  return app;
}

const currentUser = (app: Awaited<ReturnType<typeof restart>>, token: string) =>
  app.inject({ method: "GET", url: "/api/user", headers: { authorization: `Bearer ${token}` } });

describe("the generated token secret", () => {
  test("is written once into the data folder, readable by the owner only", () => {
    const file = path.join(secretDir, "token-secret");
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, "utf8")).toMatch(/^[0-9a-f]{64}$/);
  });

  test("a token outlives a restart on the same data folder, and the secret file is kept", async () => {
    const file = path.join(secretDir, "token-secret");
    const before = fs.readFileSync(file, "utf8");
    const admin = await t.account("ADMIN");
    const restarted = await restart({ secretDir });
    try {
      const answer = await currentUser(restarted, admin.token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().body.email).toBe(admin.email);
    } finally {
      await restarted.close();
    }
    expect(fs.readFileSync(file, "utf8")).toBe(before);
  });

  test("a secret file with a trailing newline (edited by hand) is the same secret", async () => {
    const admin = await t.account("ADMIN");
    const file = path.join(secretDir, "token-secret");
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-secret-copy-"));
    fs.writeFileSync(path.join(otherDir, "token-secret"), `${fs.readFileSync(file, "utf8")}\n`);
    const restarted = await restart({ secretDir: otherDir });
    try {
      expect((await currentUser(restarted, admin.token)).statusCode).toBe(200);
    } finally {
      await restarted.close();
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  test("another data folder, or none, is another secret: the token is refused", async () => {
    const admin = await t.account("ADMIN");
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-secret-other-"));
    for (const options of [{ secretDir: otherDir }, {}]) {
      const restarted = await restart(options);
      try {
        const answer = await currentUser(restarted, admin.token);
        expect(answer.statusCode).toBe(401);
        expect(answer.json().message).toBe("Token is invalid or expired");
      } finally {
        await restarted.close();
      }
    }
    fs.rmSync(otherDir, { recursive: true, force: true });
  });

  test("TOKEN_SECRET wins over the data folder's secret", async () => {
    const admin = await t.account("ADMIN");
    const restarted = await restart({ secretDir, tokenSecret: "configured-secret" });
    try {
      expect((await currentUser(restarted, admin.token)).statusCode).toBe(401);
    } finally {
      await restarted.close();
    }
  });
});
