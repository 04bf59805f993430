// Writes dist/openapi.json (or the file named by the first argument) from the route schemas;
// run by `npm run build` and by scripts/contract.mjs.
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
const target = path.resolve(process.argv[2] ?? path.join(repoRoot, "dist", "openapi.json"));
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, JSON.stringify(document, null, 2));
const pathCount = Object.keys((document as { paths?: object }).paths ?? {}).length;
console.log(`${path.relative(repoRoot, target)}: ${pathCount} paths`);
await app.close();
fs.rmSync(uploadsDir, { recursive: true, force: true });
