// Without TOKEN_SECRET the server keeps a generated secret in its data folder, so sign-ins outlive
// a restart; a server without a data folder signs with a secret that dies with it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../host-demo/server/app.js";
import { createTestApp, type Account, type TestApp } from "./helpers.js";

let t: TestApp;
let secretDir: string;
let admin: Account;
let secretBefore: string;
const folders: string[] = [];
/** Second servers on the same database (restarts), one per way of choosing the secret. */
const restarted = {} as Record<
  "sameFolder" | "editedCopy" | "otherFolder" | "noFolder" | "configured",
  FastifyInstance
>;

// Every app is built in beforeAll, not inside a test: mutation testing then treats the route
// setup as start-up code, as it does for every other test file's app.
beforeAll(async () => {
  const folder = () => {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), "shop-secret-"));
    folders.push(made);
    return made;
  };
  secretDir = path.join(folder(), "data");
  t = await createTestApp({ tokenSecret: undefined, secretDir });
  admin = await t.account("ADMIN");
  const file = path.join(secretDir, "token-secret");
  secretBefore = fs.readFileSync(file, "utf8");
  const editedCopy = folder();
  fs.writeFileSync(path.join(editedCopy, "token-secret"), `${secretBefore}\n`);
  const restart = async (options: { secretDir?: string; tokenSecret?: string }) => {
    const app = await buildApp({
      database: t.database,
      uploadsDir: t.uploadsDir,
      seedScale: 0,
      loggerLevel: "silent",
      ...options,
    });
    await app.ready();
    return app;
  };
  restarted.sameFolder = await restart({ secretDir });
  restarted.editedCopy = await restart({ secretDir: editedCopy });
  restarted.otherFolder = await restart({ secretDir: folder() });
  restarted.noFolder = await restart({});
  restarted.configured = await restart({ secretDir, tokenSecret: "configured-secret" });
});
afterAll(async () => {
  for (const app of Object.values(restarted)) await app.close();
  await t.close();
  for (const made of folders) fs.rmSync(made, { recursive: true, force: true });
});

const currentUser = (app: FastifyInstance, token: string) =>
  app.inject({ method: "GET", url: "/api/user", headers: { authorization: `Bearer ${token}` } });

describe("the generated token secret", () => {
  test("is written once into the data folder, readable by the owner only", () => {
    const file = path.join(secretDir, "token-secret");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(secretBefore).toMatch(/^[0-9a-f]{64}$/);
    // The restart read it and did not write a new one.
    expect(fs.readFileSync(file, "utf8")).toBe(secretBefore);
  });

  test("a token outlives a restart on the same data folder", async () => {
    const answer = await currentUser(restarted.sameFolder, admin.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().body.email).toBe(admin.email);
  });

  test("a secret file with a trailing newline (edited by hand) is the same secret", async () => {
    expect((await currentUser(restarted.editedCopy, admin.token)).statusCode).toBe(200);
  });

  test("another data folder, or none, is another secret: the token is refused", async () => {
    for (const app of [restarted.otherFolder, restarted.noFolder]) {
      const answer = await currentUser(app, admin.token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe("Token is invalid or expired");
    }
  });

  test("TOKEN_SECRET wins over the data folder's secret", async () => {
    expect((await currentUser(restarted.configured, admin.token)).statusCode).toBe(401);
  });
});
