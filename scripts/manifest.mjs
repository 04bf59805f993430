#!/usr/bin/env node
// Writes custom-elements.json from the same table that defines the elements (elements/definitions.ts,
// through elements/manifest.ts).
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const tableFile = path.join(root, ".tmp", "element-definitions-manifest.mjs");
fs.mkdirSync(path.dirname(tableFile), { recursive: true });
await build({
  entryPoints: [path.join(root, "elements", "manifest.ts")],
  outfile: tableFile,
  format: "esm",
  bundle: true,
  logLevel: "warning",
});
const { buildManifest } = await import(`${pathToFileURL(tableFile).href}?t=${Date.now()}`);
const manifest = buildManifest();
fs.writeFileSync(path.join(root, "custom-elements.json"), JSON.stringify(manifest, null, 2) + "\n");
console.log(`custom-elements.json: ${manifest.modules[0].declarations.length} elements`);
