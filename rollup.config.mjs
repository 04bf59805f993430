import commonjs from "@rollup/plugin-commonjs";
import resolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";
import { transform as esbuildTransform } from "esbuild";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  REACT_ROUTER_PRODUCTION,
  reactRouterProductionEntry,
  STYLED_COMPONENTS_BUILD,
  stylisWithoutPrefixer,
  withoutUnusedComponents,
} from "./scripts/bundle-trims.mjs";

const root = fileURLToPath(new URL(".", import.meta.url));
const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const extensions = [".ts", ".tsx", ".mjs", ".js", ".json"];

/** CSS files become a string default export, injected where needed (works in shadow roots). */
const cssAsText = () => ({
  name: "css-as-text",
  transform(code, id) {
    if (!id.endsWith(".css")) return null;
    return { code: `export default ${JSON.stringify(code)};`, map: { mappings: "" } };
  },
});

/**
 * The element table's prose (summaries and descriptions) is for custom-elements.json and the
 * typings, which read elements/definitions.ts themselves; the elements bundle keeps the names and
 * types and drops the prose, which would otherwise sit in every page's first load.
 */
const DOC_STRING = /\b(description|summary):\s*(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)/g;
const elementDocsOut = () => ({
  name: "element-docs-out",
  transform(code, id) {
    if (!/[\\/]elements[\\/]definitions\.ts$/.test(id)) return null;
    return { code: code.replace(DOC_STRING, '$1:""'), map: null };
  },
});

// "use client" directives in dependencies mean nothing here.
/** Area chunks carry their area's name, so bundle figures read per area. */
const chunkName = (prefix) => (chunk) => {
  const area = /[\\/]features[\\/]([^\\/]+)[\\/]/.exec(chunk.facadeModuleId ?? "")?.[1];
  return `${prefix}${area ? `area-${area}` : "[name]"}-[hash].js`;
};

/** react-router's production build, without the components the back-office does not use. */
const reactRouterProduction = () => ({
  name: "react-router-production",
  resolveId(source) {
    return source === "react-router" ? reactRouterProductionEntry : null;
  },
  transform(code, id) {
    return REACT_ROUTER_PRODUCTION.test(id) ? { code: withoutUnusedComponents(code), map: null } : null;
  },
});

/** styled-components with a stylis that has no vendor prefixer (see bundle-trims.mjs). */
const STYLIS_WITHOUT_PREFIXER = "\0stylis-without-prefixer:";
const styledComponentsWithoutPrefixer = () => ({
  name: "styled-components-without-prefixer",
  async resolveId(source, importer) {
    if (source !== "stylis" || !importer || !STYLED_COMPONENTS_BUILD.test(importer)) return null;
    const stylis = await this.resolve(source, importer, { skipSelf: true });
    return stylis ? `${STYLIS_WITHOUT_PREFIXER}${stylis.id}` : null;
  },
  load(id) {
    return id.startsWith(STYLIS_WITHOUT_PREFIXER)
      ? stylisWithoutPrefixer(id.slice(STYLIS_WITHOUT_PREFIXER.length))
      : null;
  },
});

/**
 * styled-components 6 ships no `exports` map: bundlers take its ESM build (`module`), but plain
 * Node ESM (server rendering, tests, `import()` in a script) loads its CommonJS build, whose
 * default import is the whole `module.exports` object, so `styled.div` is undefined there.
 * The "." build imports styled-components' default through this module, which takes
 * `default.default` when the default is that object and the default itself otherwise.
 */
const STYLED_INTEROP = "\0styled-components-interop";
const styledComponentsInterop = () => ({
  name: "styled-components-interop",
  resolveId(source, importer) {
    if (source === "styled-components" && importer !== STYLED_INTEROP) return STYLED_INTEROP;
    return null;
  },
  load(id) {
    if (id !== STYLED_INTEROP) return null;
    return [
      'import * as styledComponents from "styled-components";',
      'export * from "styled-components";',
      "const imported = styledComponents.default;",
      'export default typeof imported === "function" ? imported : imported.default;',
    ].join("\n");
  },
});

/**
 * The "." build's maps name each source by its path from the map to the repository file
 * (`../../../src/ui/Table.tsx` from dist/lib/chunks), inside the package root; the sources'
 * text travels in the map (sourcesContent), as src/ is not published. plugin-typescript's maps
 * come out one folder too deep (they are made relative to its outDir), so the path is rebuilt
 * from the part under the repository.
 */
const sourcePathInPackage = (relativeSourcePath, sourcemapPath) => {
  const underRoot = /(?:^|\/)((?:src|elements|node_modules)\/.*)$/.exec(relativeSourcePath.replaceAll("\\", "/"))?.[1];
  if (!underRoot) throw new Error(`source map: no package path for ${relativeSourcePath}`);
  return path.relative(path.dirname(sourcemapPath), path.join(root, underRoot)).replaceAll("\\", "/");
};

const onwarn = (warning, warn) => {
  if (warning.code === "MODULE_LEVEL_DIRECTIVE" || warning.code === "THIS_IS_UNDEFINED") return;
  if (warning.code === "CIRCULAR_DEPENDENCY" && /node_modules/.test(warning.message)) return;
  warn(warning);
};

/**
 * TypeScript for the reference host's bundle, without type checking (typecheck and the library
 * builds check the same sources): esbuild strips the types, so this build costs seconds.
 */
const typesStripped = () => ({
  name: "types-stripped",
  async transform(code, id) {
    if (!/\.tsx?$/.test(id) || id.includes("node_modules")) return null;
    const result = await esbuildTransform(code, {
      loader: id.endsWith(".tsx") ? "tsx" : "ts",
      jsx: "automatic",
      target: "es2020",
      sourcemap: true,
      sourcefile: id,
    });
    return { code: result.code, map: result.map };
  },
});

/**
 * The reference host's page (host-demo/main.tsx) with every dependency, like the elements: the
 * modules its first screen needs come out as a few files (esbuild split them into 38, each a
 * round trip on a slow network). The sign-in screens' chunk is named for scripts/build-host.mjs,
 * which preloads it with the first load and writes the pages.
 */
const hostChunkName = (chunk) =>
  /[\\/]features[\\/]auth[\\/]screens\.tsx?$/.test(chunk.facadeModuleId ?? "")
    ? "chunks/sign-in-[hash].js"
    : chunkName("chunks/")(chunk);

/**
 * The plugins of a self-contained bundle (the elements, the reference host): every dependency
 * bundled in its production build, trimmed, then `compile` (TypeScript), then minified.
 */
const selfContained = (compile) => [
  cssAsText(),
  reactRouterProduction(),
  styledComponentsWithoutPrefixer(),
  replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
  resolve({ extensions, browser: true }),
  commonjs(),
  ...compile,
  // A third pass finds a little more to drop once the second has inlined (pure_getters would
  // find more, but immer's drafts and the DOM have getters that act).
  terser({ ecma: 2020, module: true, compress: { passes: 3 } }),
];

// The "." entry keeps dependencies external (React is a peer); CSS of dependencies is inlined.
const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id) =>
  !id.endsWith(".css") && dependencies.some((name) => id === name || id.startsWith(`${name}/`));

export default [
  {
    input: { index: "src/index.ts" },
    // styled-components stays external, but only the interop module imports it directly.
    external: (id, importer) => (id === "styled-components" ? importer === STYLED_INTEROP : isExternal(id)),
    onwarn,
    plugins: [
      cssAsText(),
      styledComponentsInterop(),
      resolve({ extensions }),
      typescript({
        tsconfig: "./tsconfig.build.json",
        outDir: "dist",
        declaration: true,
        declarationDir: "dist/types",
        noEmitOnError: true,
      }),
    ],
    output: {
      dir: "dist",
      format: "es",
      entryFileNames: "lib/[name].js",
      chunkFileNames: chunkName("lib/chunks/"),
      sourcemap: true,
      sourcemapPathTransform: sourcePathInPackage,
    },
  },
  {
    // Self-contained: React and every dependency bundled, split so each area is its own chunk.
    input: { index: "elements/index.ts" },
    onwarn,
    plugins: selfContained([
      typescript({
        tsconfig: "./tsconfig.build.json",
        outDir: "dist/elements",
        declaration: false,
        noEmitOnError: true,
      }),
      elementDocsOut(),
    ]),
    output: {
      dir: "dist/elements",
      format: "es",
      entryFileNames: "[name].js",
      chunkFileNames: chunkName("chunks/"),
      // Written for the reference host and local debugging, not linked from the files nor
      // published: with every dependency's source they would be 1.2 MB of a 1 MB package.
      sourcemap: "hidden",
    },
  },
  {
    input: { main: "host-demo/main.tsx" },
    onwarn,
    plugins: selfContained([typesStripped()]),
    output: {
      dir: "dist/host/assets",
      format: "es",
      entryFileNames: "[name]-[hash].js",
      chunkFileNames: hostChunkName,
      sourcemap: true,
    },
  },
];
