#!/usr/bin/env node
// Writes the reference host's pages into dist/host: the full back-office (host-demo/main.tsx,
// bundled by rollup into dist/host/assets) and embed.html, a plain portal page listing every
// element marked `embed`.
// Then, for the server (host-demo/server/plugins/static.ts): each page preloads the modules of
// its first load, its inline scripts move to hashed files (the CSP allows no inline script), and
// every script and stylesheet of dist/host and dist/elements is compressed once, brotli and gzip,
// beside the file.
import { build } from "esbuild";
import { init, parse } from "es-module-lexer";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const out = path.join(root, "dist", "host");
const assets = path.join(out, "assets");
// The page's scripts are rollup's (rollup.config.mjs, the host build): main-<hash>.js and its chunks.
const mainFile = fs.existsSync(assets) && fs.readdirSync(assets).find((name) => /^main-[\w-]+\.js$/.test(name));
if (!mainFile) {
  console.error("dist/host/assets/main-*.js is missing: rollup builds it first (npm run build)");
  process.exit(1);
}
const mainUrl = `/assets/${mainFile}`;
// The sign-in screen (the page at "/") is a lazy route: preloaded too, so it does not wait for
// main to run before it starts downloading.
const signInFile = fs.readdirSync(path.join(assets, "chunks")).find((name) => /^sign-in-[\w-]+\.js$/.test(name));
const signInUrl = signInFile ? `/assets/chunks/${signInFile}` : null;
// What takes over from the prerendered signed-out page (host-demo/signed-out/adopt.ts): that page's only.
const adoptFile = fs.readdirSync(path.join(assets, "chunks")).find((name) => /^adopt-[\w-]+\.js$/.test(name));

await init;
/** The modules a page's entries load before they run (static imports, followed), as URLs. */
function firstLoad(entryUrls, urlRoot, fileRoot) {
  // The first entry is the page's script itself; the others (a lazy first screen) are preloaded.
  const seen = new Set(entryUrls);
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
  return [...seen].filter((url) => url !== entryUrls[0]);
}
const preloads = (urls) => urls.map((url) => `    <link rel="modulepreload" href="${url}" />`).join("\n");

const favicon = fs.readFileSync(path.join(root, "host-demo", "favicon.svg"));
fs.writeFileSync(path.join(out, "favicon.svg"), favicon);

/** Bundles one of the host's small page scripts into assets/<prefix>-<hash>.js; returns its URL. */
async function pageScript(entry, prefix) {
  const result = await build({
    entryPoints: [path.join(root, "host-demo", entry)],
    write: false,
    bundle: true,
    format: "esm",
    target: "es2020",
    minify: true,
    logLevel: "warning",
  });
  const code = result.outputFiles[0].text;
  const name = `${prefix}-${crypto.createHash("sha256").update(code).digest("hex").slice(0, 8).toUpperCase()}.js`;
  fs.writeFileSync(path.join(assets, name), code);
  return `/assets/${name}`;
}

// The back-office's script is watched by a smaller one before it (host-demo/boot/watchMain.ts):
// if it cannot be loaded, the page says so instead of showing "Loading the back-office…" for ever.
const mainScript = `<script type="module" src="${mainUrl}" data-main></script>`;
const indexHtml = fs
  .readFileSync(path.join(root, "host-demo", "index.html"), "utf8")
  .replace(
    '<script type="module" src="/assets/main.js"></script>',
    `<script type="module" src="${await pageScript("boot/watchMain.ts", "watch-main")}"></script>\n    ${mainScript}`,
  )
  .replace("    <!-- MODULEPRELOAD -->", preloads(firstLoad([mainUrl, ...(signInUrl ? [signInUrl] : [])], "/", out)));
fs.writeFileSync(path.join(out, "index.html"), indexHtml);

// The signed-out page: "/" for a browser without a session cookie (host-demo/server/plugins/static.ts).
// The sign-in screen is rendered here, from the back-office's own components, so it shows at the
// first paint; the page's script (host-demo/signed-out/boot.ts) runs the back-office's scripts at
// the operator's first input, and they take over the screen (host-demo/signed-out/adopt.ts).
const signedOutDir = path.join(root, "host-demo", "signed-out");
const renderFile = path.join(root, ".tmp", "signed-out-render.cjs");
await build({
  entryPoints: [path.join(signedOutDir, "render.tsx")],
  outfile: renderFile,
  bundle: true,
  platform: "node",
  format: "cjs",
  jsx: "automatic",
  // React stays Node's own (one copy for react-dom/server); styled-components from its ES build.
  external: ["react", "react/*", "react-dom", "react-dom/*"],
  mainFields: ["module", "main"],
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});
process.env.NODE_ENV = "production";
const { renderSignedOutPage } = createRequire(import.meta.url)(renderFile);
const signedOut = renderSignedOutPage();
const bootUrl = await pageScript("signed-out/boot.ts", "signed-out");
/** A text as HTML (the title comes from the message catalogue, which may hold `&` or `<`). */
const htmlText = (text) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
/** A text as a double-quoted attribute's value. */
const htmlAttribute = (text) => htmlText(text).replaceAll('"', "&quot;");
const signedOutHtml = indexHtml
  .replace(
    /<!-- Shown while[^\n]*\n\s*<div id="root">[\s\S]*?<\/div>/,
    () =>
      `<div id="signed-out" data-main="${mainUrl}" data-toggle-words="${htmlAttribute(JSON.stringify(signedOut.toggleWords))}">` +
      `${signedOut.html}</div>\n    <div id="root" hidden></div>`,
  )
  // The back-office's own script becomes a preload: downloaded now, run by the boot script.
  .replace(/<script type="module" src="\/assets\/watch-main-[^"]+"><\/script>\n\s*/, "")
  .replace(
    mainScript,
    `<script type="module" src="${bootUrl}"></script>\n    <link rel="modulepreload" href="${mainUrl}" />` +
      `\n    <link rel="modulepreload" href="/assets/chunks/${adoptFile}" />`,
  )
  .replace("<title>Back-office</title>", () => `<title>${htmlText(signedOut.title)}</title>`)
  .replace(
    "  </head>",
    () => `    <style id="signed-out-style" nonce="__CSP_NONCE__">${signedOut.css}</style>\n  </head>`,
  );
if (
  !adoptFile ||
  ![bootUrl, 'id="signed-out"', `<title>${htmlText(signedOut.title)}</title>`].every((part) =>
    signedOutHtml.includes(part),
  ) ||
  signedOutHtml.includes("watch-main-") ||
  signedOutHtml.includes(mainScript) ||
  !indexHtml.includes(mainScript)
) {
  console.error("host-demo/index.html no longer has the parts the signed-out page replaces");
  process.exit(1);
}
fs.writeFileSync(path.join(out, "signed-out.html"), signedOutHtml);

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
