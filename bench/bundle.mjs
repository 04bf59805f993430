#!/usr/bin/env node
// Gzip sizes of the built library (dist/): the elements entry and what it loads before the first
// screen, each area chunk beyond the shared chunks, and the whole back-office; then the reference
// host's page at "/" (dist/host, built by rollup; pages by scripts/build-host.mjs). The first loads
// and each area have budgets (sizes: asserted at tiny scale too); the whole back-office is a figure
// to watch, without one. Run `npm run build` first.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { checkBudgets, printBudget } from "./budgets.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const elementsDir = path.join(root, "dist", "elements");
if (!fs.existsSync(path.join(elementsDir, "index.js"))) {
  console.error("dist/elements/index.js is missing: run `npm run build` first");
  process.exit(1);
}

// Budgets (KB, gzip): what a page loads before its first screen, and each area's chunk beyond it.
const BUDGET_KB = { firstLoad: 150, area: 35 };

const gzip = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Static imports of a built ES module (dynamic import() excluded: those load later). */
function staticImports(file) {
  const code = fs.readFileSync(file, "utf8");
  const found = new Set();
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
    found.add(path.resolve(path.dirname(file), match[1]));
  }
  for (const match of code.matchAll(/export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) {
    found.add(path.resolve(path.dirname(file), match[1]));
  }
  return [...found];
}

function closure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  visit(entry);
  return seen;
}

const entry = path.join(elementsDir, "index.js");
const initial = closure(entry);
const initialSize = [...initial].reduce((sum, file) => sum + gzip(file), 0);
const allFiles = fs
  .readdirSync(path.join(elementsDir, "chunks"))
  .filter((name) => name.endsWith(".js"))
  .map((name) => path.join(elementsDir, "chunks", name));
const wholeSize = [entry, ...allFiles].reduce((sum, file) => sum + gzip(file), 0);
const initialText = [...initial].map((file) => fs.readFileSync(file, "utf8")).join("\n");
const heavyInInitial = {
  "react-select": /react-select|menuPortalTarget/.test(initialText),
  "react-datepicker": /react-datepicker__/.test(initialText),
};

console.log("Bundle sizes (gzip -9) of dist/elements");
printBudget(`  first load of an embedding page (entry + static imports, ${initial.size} files): ${kb(initialSize)}`, {
  label: "first load of an embedding page",
  value: initialSize / 1024,
  limit: BUDGET_KB.firstLoad,
  unit: "KB",
  atTinyScale: true,
});
for (const [name, present] of Object.entries(heavyInInitial)) {
  console.log(`  ${name} in the first load: ${present ? "YES (should not be)" : "no"}`);
}
for (const file of allFiles.filter((candidate) => path.basename(candidate).startsWith("area-"))) {
  const own = [...closure(file)].filter((part) => !initial.has(part));
  const size = own.reduce((sum, part) => sum + gzip(part), 0);
  printBudget(
    `  ${path.basename(file).replace(/-[\w-]{8}\.js$/, "")}: ${kb(size)} beyond the first load (${own.length} files)`,
    // An area has a chunk per screen: the file names which one.
    {
      label: `${path.basename(file)} beyond the first load`,
      value: size / 1024,
      limit: BUDGET_KB.area,
      unit: "KB",
      atTinyScale: true,
    },
  );
}
console.log(`  whole back-office (every chunk): ${kb(wholeSize)}`);
// The French and German texts are chunks of their own (src/core/messages.ts), loaded only in those
// locales: a chunk whose every source is a translation catalogue (read from its source map).
const translationOnly = (file) => {
  const map = `${file}.map`;
  if (!fs.existsSync(map)) return false;
  const { sources } = JSON.parse(fs.readFileSync(map, "utf8"));
  return sources.length > 0 && sources.every((source) => /[Mm]essages\.(?:fr|de)\.ts$/.test(source));
};
const translationsSize = allFiles.filter(translationOnly).reduce((sum, file) => sum + gzip(file), 0);
console.log(
  `    of which French and German texts: ${kb(translationsSize)}; the back-office in one language: ${kb(wholeSize - translationsSize)}`,
);
const lib = path.join(root, "dist", "lib", "index.js");
if (fs.existsSync(lib)) {
  const libSize = [...closure(lib)].reduce((sum, file) => sum + gzip(file), 0);
  console.log(`  "." entry (React and dependencies external): ${kb(libSize)}`);
}
const hostDir = path.join(root, "dist", "host");
const hostPage = path.join(hostDir, "index.html");
if (fs.existsSync(hostPage)) {
  // What "/" loads before its first screen: the modules it preloads (sign-in included) and main.
  const html = fs.readFileSync(hostPage, "utf8");
  const hostFirst = [...html.matchAll(/(?:href|src)="\/(assets\/[^"]+\.js)"/g)].map((match) =>
    path.join(hostDir, match[1]),
  );
  const hostAll = fs
    .readdirSync(path.join(hostDir, "assets"), { recursive: true })
    .filter((name) => name.endsWith(".js") && !path.basename(name).startsWith("embed-"))
    .map((name) => path.join(hostDir, "assets", name));
  const sum = (files) => files.reduce((total, file) => total + gzip(file), 0);
  console.log(`Reference host's page at "/" (dist/host, rollup)`);
  printBudget(`  first load (main and its modulepreloads, ${hostFirst.length} files): ${kb(sum(hostFirst))}`, {
    label: `reference host's first load at "/"`,
    value: sum(hostFirst) / 1024,
    limit: BUDGET_KB.firstLoad,
    unit: "KB",
    atTinyScale: true,
  });
  console.log(`  whole back-office (every chunk, ${hostAll.length} files): ${kb(sum(hostAll))}`);
}
checkBudgets();
