// Builds the static portal into dist/: its own files, with the API's address written into the
// elements' api-base, and the package's elements bundle copied from node_modules as it was installed.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, "dist");
const apiBase = process.env.API_BASE ?? "http://127.0.0.1:4710/api";

fs.rmSync(dist, { recursive: true, force: true });
fs.cpSync(path.join(here, "public"), dist, { recursive: true });
const page = path.join(dist, "index.html");
fs.writeFileSync(page, fs.readFileSync(page, "utf8").replaceAll("__API_BASE__", apiBase));

// `@shop-admin/backoffice/elements` resolves to dist/elements/index.js inside the installed package.
const elements = path.dirname(fileURLToPath(import.meta.resolve("@shop-admin/backoffice/elements")));
fs.cpSync(elements, path.join(dist, "elements"), {
  recursive: true,
  filter: (source) => fs.statSync(source).isDirectory() || source.endsWith(".js"),
});
console.log(`csp-portal: dist/ with the elements bundle, api-base ${apiBase}`);
