// Plain Node ESM, as a server-rendering host or a script loads the package: no DOM, no
// customElements. Run by scripts/check-package.mjs from the consumer folder; any throw fails it.
import { createElement } from "react";
import { renderToString } from "react-dom/server";

const library = await import("@shop-admin/backoffice");
if (typeof library.OrdersArea !== "function") throw new Error("OrdersArea is not exported as a component");
const html = renderToString(createElement(library.OrdersArea));
if (!html.includes('aria-label="Orders"'))
  throw new Error(`renderToString(<OrdersArea />) rendered ${html.slice(0, 200)}`);

const elements = await import("@shop-admin/backoffice/elements");
if (!Array.isArray(elements.ELEMENTS) || elements.ELEMENTS.length === 0) throw new Error("ELEMENTS is empty");
if (typeof globalThis.customElements !== "undefined") throw new Error("the elements entry defined a registry in Node");

console.log(
  `node: both entries import in plain Node ESM; renderToString(<OrdersArea />) gave ${html.length} characters`,
);
