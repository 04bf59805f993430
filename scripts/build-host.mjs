#!/usr/bin/env node
// Builds the reference host's pages into dist/host: the full back-office (host-demo/main.tsx,
// bundled with esbuild) and embed.html, a plain portal page listing every element marked `embed`.
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const out = path.join(root, "dist", "host");
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(path.join(out, "assets"), { recursive: true });

await build({
  entryPoints: { main: path.join(root, "host-demo", "main.tsx") },
  outdir: path.join(out, "assets"),
  bundle: true,
  splitting: true,
  format: "esm",
  minify: true,
  sourcemap: true,
  jsx: "automatic",
  target: "es2020",
  loader: { ".css": "text" },
  define: { "process.env.NODE_ENV": '"production"' },
  chunkNames: "chunks/[name]-[hash]",
  logLevel: "warning",
});
fs.copyFileSync(path.join(root, "host-demo", "index.html"), path.join(out, "index.html"));

// The element table decides what embed.html shows (one registration point).
const tableFile = path.join(root, ".tmp", "element-definitions.mjs");
await build({
  entryPoints: [path.join(root, "elements", "definitions.ts")],
  outfile: tableFile,
  format: "esm",
  bundle: true,
  logLevel: "warning",
});
const { ELEMENTS } = await import(`${pathToFileURL(tableFile).href}?t=${Date.now()}`);
const sections = ELEMENTS.filter((element) => element.embed)
  .map(
    (element) =>
      `      <section>\n        <h2>&lt;${element.tag}&gt;</h2>\n        <${element.tag} api-base="/api"></${element.tag}>\n      </section>`,
  )
  .join("\n");
const template = fs.readFileSync(path.join(root, "host-demo", "embed.template.html"), "utf8");
fs.writeFileSync(path.join(out, "embed.html"), template.replace("      <!-- ELEMENTS -->", sections));
console.log(
  `host pages written to ${path.relative(root, out)} (embed.html shows ${ELEMENTS.filter((e) => e.embed).length} elements)`,
);
