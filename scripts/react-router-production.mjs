// react-router's package exports name only its development build (dev warnings and checks): the
// self-contained bundles (the elements with rollup, the reference host with esbuild) take its
// production build, as they take React's.
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
