// Writes dist/openapi.json from the route schemas (run by `npm run build`).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-openapi-"));
const app = await buildApp({ uploadsDir, seedScale: 0, loggerLevel: "warn" });
await app.ready();
const document = app.swagger();
fs.mkdirSync(path.join(repoRoot, "dist"), { recursive: true });
fs.writeFileSync(path.join(repoRoot, "dist", "openapi.json"), JSON.stringify(document, null, 2));
console.log(`dist/openapi.json: ${Object.keys((document as { paths?: object }).paths ?? {}).length} paths`);
await app.close();
fs.rmSync(uploadsDir, { recursive: true, force: true });
