// Dependency code the self-contained bundles (the elements and the reference
// host, both with rollup) leave out, shared by both builds.
//
// react-router's package exports name only its development build (dev warnings and checks): the
// bundles take its production build, as they take React's.
import { fileURLToPath } from "node:url";

export const reactRouterProductionEntry = fileURLToPath(
  new URL("../node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

/** The production build's modules (written so Go's regular expressions, esbuild's, read it too). */
export const REACT_ROUTER_PRODUCTION = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/**
 * That build creates its contexts and components with top-level calls (`React.createContext`,
 * `forwardRef`, `memo`) and names each for React DevTools (`Form.displayName = "Form"`): both
 * count as side effects, so every component of the package (Form, ScrollRestoration, …) stayed in
 * the first load though none is used. The calls are marked pure and the DevTools names dropped,
 * so only what the back-office uses remains (≈ 1.2 KB gzip).
 */
export function withoutUnusedComponents(code) {
  return code
    .replace(/\b(React\d*\.(?:createContext|forwardRef|memo))\(/g, "/* @__PURE__ */ $1(")
    .replace(/^\w+\.displayName = "\w+";$/gm, "");
}

/**
 * styled-components runs its CSS through stylis and adds stylis' vendor-prefix middleware only
 * when a StyleSheetManager sets `enableVendorPrefixes`, which neither the shell nor the elements
 * do (and an embedding page cannot reach theirs). Its `prefixer` (≈ 1.4 KB gzip of the first
 * load) is replaced, for styled-components' copy of stylis only, by one that says so if it is
 * ever asked for. react-select's emotion has its own stylis, with its prefixer.
 */
export const STYLED_COMPONENTS_BUILD = /[\\/]styled-components[\\/]dist[\\/]/;

/** The module styled-components imports instead of `stylisFile` (the stylis it would import). */
export function stylisWithoutPrefixer(stylisFile) {
  return [
    `export * from ${JSON.stringify(stylisFile)};`,
    "export function prefixer() {",
    '  throw new Error("enableVendorPrefixes: vendor prefixes are not built into this bundle (scripts/bundle-trims.mjs)");',
    "}",
  ].join("\n");
}
