// "@shop-admin/backoffice/elements": importing this registers every custom element.
import { defineElement } from "./defineElement";
import { ELEMENTS } from "./definitions";

// Outside a browser (server rendering, a plain Node import) there is no registry to define tags in.
if (typeof customElements !== "undefined") for (const definition of ELEMENTS) defineElement(definition);

export { configureShop } from "../src/core/configureShop";
// The same catalogue the elements read (one copy of core in this bundle).
export { setMessages, type MessageOverrides } from "../src/messageCatalogues";
export { ELEMENTS } from "./definitions";
// Ships the JSX and HTMLElementTagNameMap typings of the tags with this entry's types.
export type {
  ShopElement,
  ShopElementAttributes,
  ShopElementEventMap,
  ShopElementProperties,
  ShopElementTag,
  ShopExtension,
} from "./jsx";
