#!/usr/bin/env node
// Builds the reference host's pages into dist/host: the full back-office (host-demo/main.tsx,
// bundled with esbuild) and embed.html, a plain portal page listing every element marked `embed`.
// Then, for the server (host-demo/server/plugins/static.ts): each page preloads the modules of
// its first load, its inline scripts move to hashed files (the CSP allows no inline script), and
// every script and stylesheet of dist/host and dist/elements is compressed once, brotli and gzip,
// beside the file.
import { build } from "esbuild";
import { init, parse } from "es-module-lexer";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import {
  REACT_ROUTER_PRODUCTION,
  reactRouterProductionEntry,
  STYLED_COMPONENTS_BUILD,
  stylisWithoutPrefixer,
  withoutUnusedComponents,
} from "./bundle-trims.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const out = path.join(root, "dist", "host");
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(path.join(out, "assets"), { recursive: true });

const hostBuild = await build({
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
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  metafile: true,
  logLevel: "warning",
  plugins: [
    {
      // As in the elements bundle (scripts/bundle-trims.mjs): react-router's production build
      // without the components the back-office does not use, and styled-components' stylis
      // without its vendor prefixer.
      name: "bundle-trims",
      setup(build) {
        build.onResolve({ filter: /^react-router$/ }, () => ({ path: reactRouterProductionEntry }));
        build.onLoad({ filter: REACT_ROUTER_PRODUCTION }, async ({ path: file }) => ({
          contents: withoutUnusedComponents(await fs.promises.readFile(file, "utf8")),
          loader: "js",
        }));
        build.onResolve({ filter: /^stylis$/ }, async ({ importer, resolveDir, kind, pluginData }) => {
          if (pluginData === "stylis itself" || !STYLED_COMPONENTS_BUILD.test(importer)) return undefined;
          const stylis = await build.resolve("stylis", { importer, resolveDir, kind, pluginData: "stylis itself" });
          return { path: stylis.path, namespace: "stylis-without-prefixer" };
        });
        build.onLoad({ filter: /.*/, namespace: "stylis-without-prefixer" }, ({ path: file }) => ({
          contents: stylisWithoutPrefixer(file),
          resolveDir: path.dirname(file),
          loader: "js",
        }));
      },
    },
  ],
});
const outputs = Object.entries(hostBuild.metafile.outputs);
const urlOf = (file) => `/${path.relative(out, path.resolve(root, file)).split(path.sep).join("/")}`;
const mainUrl = urlOf(outputs.find(([file]) => /main-\w+\.js$/.test(file))[0]);
// The sign-in screen (the page at "/") is a lazy route: preloaded too, so it does not wait for
// main to run before it starts downloading.
const signInChunk = outputs.find(([, output]) => /features\/auth\/screens\.tsx?$/.test(output.entryPoint ?? ""));

await init;
/** The modules a page's entries load before they run (static imports, followed), as URLs. */
function firstLoad(entryUrls, urlRoot, fileRoot) {
  const seen = new Set(entryUrls.slice(1));
  const visit = (url) => {
    const code = fs.readFileSync(path.join(fileRoot, url.slice(urlRoot.length)), "utf8");
    for (const imported of parse(code)[0]) {
      if (imported.d !== -1 || !imported.n?.startsWith(".")) continue; // dynamic or bare
      const next = new URL(imported.n, `http://host${url}`).pathname;
      if (!seen.has(next)) {
        seen.add(next);
        visit(next);
      }
    }
  };
  entryUrls.forEach(visit);
  return [...seen];
}
const preloads = (urls) => urls.map((url) => `    <link rel="modulepreload" href="${url}" />`).join("\n");

const favicon = fs.readFileSync(path.join(root, "host-demo", "favicon.svg"));
fs.writeFileSync(path.join(out, "favicon.svg"), favicon);

const indexHtml = fs
  .readFileSync(path.join(root, "host-demo", "index.html"), "utf8")
  .replace('src="/assets/main.js"', `src="${mainUrl}"`)
  .replace(
    "    <!-- MODULEPRELOAD -->",
    preloads(firstLoad([mainUrl, ...(signInChunk ? [urlOf(signInChunk[0])] : [])], "/", out)),
  );
fs.writeFileSync(path.join(out, "index.html"), indexHtml);

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
// The portal's inline scripts become hashed files (the host's CSP runs scripts from its origin
// only), loaded with `defer` from the head: they neither block rendering nor miss an event, as
// deferred scripts run in document order, before the elements' module script.
const portalScripts = [];
const embedHtml = fs
  .readFileSync(path.join(root, "host-demo", "embed.template.html"), "utf8")
  .replace("      <!-- ELEMENTS -->", sections)
  .replace(/\n *<script>([\s\S]*?)<\/script>/g, (_, code) => {
    const hash = crypto.createHash("sha256").update(code).digest("hex").slice(0, 8).toUpperCase();
    const name = `assets/embed-${portalScripts.length + 1}-${hash}.js`;
    fs.writeFileSync(path.join(out, name), code.replace(/^\n/, "").replace(/^ {6}/gm, ""));
    portalScripts.push(`    <script defer src="/${name}"></script>\n`);
    return "";
  })
  .replace("  </head>", () => `${portalScripts.join("")}  </head>`)
  .replace("    <!-- MODULEPRELOAD -->", () => {
    const elementsRoot = path.join(root, "dist", "elements");
    return fs.existsSync(path.join(elementsRoot, "index.js"))
      ? preloads(["/elements/index.js", ...firstLoad(["/elements/index.js"], "/elements/", elementsRoot)])
      : "";
  });
fs.writeFileSync(path.join(out, "embed.html"), embedHtml);

// Compressed once here, served by Accept-Encoding (the server never compresses on the fly).
let compressed = 0;
for (const folder of [out, path.join(root, "dist", "elements")]) {
  if (!fs.existsSync(folder)) continue;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(?:js|css|svg)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    compressed++;
  }
}
console.log(
  `host pages written to ${path.relative(root, out)} (embed.html shows ${ELEMENTS.filter((e) => e.embed).length} elements); ${compressed} scripts and styles compressed (br, gz)`,
);
