import type { ShopExtension } from "../src/core/extensionContext";
import type { JournalEntity } from "../src/core/resources/journal";
import type { AreaId } from "../src/shell/areas";

/**
 * The one table of custom elements: what each renders and its public surface. defineElement()
 * registers from it, elements/jsx.ts derives the TypeScript typings (HTMLElementTagNameMap with
 * typed events, React's JSX) from it, and scripts/manifest.mjs writes custom-elements.json from
 * it, so none of them can drift. Adding an element is one row in ELEMENTS.
 */

/** A value's TypeScript type (for the typings) and the same type as text (for custom-elements.json). */
export interface ValueType<Type> {
  readonly text: string;
  /** Never set: carries the type for TypeScript only. */
  readonly type?: Type;
}

/** The TypeScript type a ValueType stands for. */
export type TypeOf<Value> = Value extends ValueType<infer Type> ? Type : never;

export const valueTypes = {
  string: { text: "string" } as ValueType<string>,
  number: { text: "number" } as ValueType<number>,
  nullable: <Type>(value: ValueType<Type>): ValueType<Type | null> => ({ text: `${value.text} | null` }),
  /** A type named in the package's typings (its text is the name). */
  named: <Type>(name: string): ValueType<Type> => ({ text: name }),
  oneOf: <const Values extends readonly string[]>(...values: Values): ValueType<Values[number]> => ({
    text: values.map((value) => JSON.stringify(value)).join(" | "),
  }),
};
const { string, number, nullable, named, oneOf } = valueTypes;

export interface AttributeDefinition {
  name: string;
  description: string;
  type: ValueType<string>;
  default?: string;
}

export interface PropertyDefinition {
  name: string;
  description: string;
  type: ValueType<unknown>;
}

export interface EventDefinition {
  name: string;
  description: string;
  /** preventDefault() stops what the event announces. */
  cancelable?: boolean;
  /** The fields of the CustomEvent's detail. */
  detail: Readonly<Record<string, ValueType<unknown>>>;
}

export interface ElementDefinition {
  tag: `shop-${string}`;
  summary: string;
  /** "backoffice": the whole shell; "signin": sign-in only; "timeline": one record's history; otherwise the area shown. */
  view: "backoffice" | "signin" | "timeline" | Exclude<AreaId, "auth">;
  /** Shown on the reference host's /embed.html. */
  embed: boolean;
  /** Events only this element fires, besides the common EVENTS. */
  events?: readonly EventDefinition[];
  /** Named slots for the page's own content. */
  slots?: readonly SlotDefinition[];
  /** Attributes only this element has, besides the COMMON_ATTRIBUTES. */
  attributes?: readonly AttributeDefinition[];
}

export interface SlotDefinition {
  name: string;
  description: string;
}

/** An event's type as text, e.g. `CustomEvent<{ path: string }>`. */
export function eventTypeText(event: EventDefinition): string {
  const fields = Object.entries(event.detail).map(([name, value]) => `${name}: ${value.text}`);
  return `CustomEvent<{ ${fields.join("; ")} }>`;
}

/** "api-base" -> "apiBase": an attribute's property name. */
export type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

export function camelCase<Name extends string>(name: Name): CamelCase<Name> {
  return name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as CamelCase<Name>;
}

export const COMMON_ATTRIBUTES = [
  {
    name: "api-base",
    type: string,
    description: "Address of the API up to and including /api (page-wide).",
    default: "/api",
  },
  { name: "upload-base", type: string, description: "Base of the upload service; defaults to api-base." },
  { name: "locale", type: string, description: "BCP 47 locale for amounts and messages.", default: "en-IE" },
  {
    name: "routing",
    type: oneOf("memory", "url"),
    description: "`memory` (the element keeps its own history) or `url` (the page URL).",
    default: "memory",
  },
  { name: "base-path", type: string, description: "With routing=url: the sub-path the element owns, e.g. /admin." },
  { name: "path", type: string, description: "With routing=memory: the screen to start on, e.g. /orders." },
  {
    name: "storage-key",
    type: string,
    description:
      "Prefix of the localStorage keys and the cookie the library keeps (`shop` -> `shop-token`, `shop-userStatus`, `shop-accountEmail`), so a portal's own `token` is never overwritten (page-wide; by default the spec's names).",
  },
  {
    name: "notices",
    type: string,
    description:
      "`all`: this element shows every notice of the page (by default each notice shows in the element where the operator acted).",
  },
] as const satisfies readonly AttributeDefinition[];

export const COMMON_PROPERTIES = [
  {
    name: "token",
    type: nullable(string),
    description:
      "Hands over a token the portal already holds to every element of the page. Never reflected to an attribute; null or undefined signs out every element.",
  },
  {
    name: "userStatus",
    type: oneOf("ADMIN", "SUPER_ADMIN"),
    description: "The role the handed-over token was issued for (default ADMIN). Never reflected to an attribute.",
  },
  {
    name: "extensions",
    type: nullable(named<readonly ShopExtension[]>("ShopExtension[]")),
    description:
      'This element\'s own columns and row actions for the orders and products lists: `[{ area: "orders" | "products", column?: { id, header, cell(row) => string | Node, width?, align? }, rowAction?: { id, label, onSelect(row), danger?, when?(row) } }]`. Other elements on the page do not see them; never reflected to an attribute.',
  },
] as const satisfies readonly PropertyDefinition[];

export const EVENTS = [
  {
    name: "shop-signed-in",
    detail: { userStatus: oneOf("ADMIN", "SUPER_ADMIN") },
    description: "Someone signed in (fired once per page, by the element where it happened).",
  },
  {
    name: "shop-signed-out",
    detail: { reason: nullable(string) },
    description:
      "The session ended (sign-out, or the server or another tab ended it; fired once per page, by the element where it happened).",
  },
  {
    name: "shop-navigate",
    detail: { path: string, area: nullable(string) },
    description:
      "The element navigated to another screen (`area`: the area whose screen it is). Cancelable when a link leads to another area's screen: preventDefault() and the element stays, for the portal to open its own page; otherwise the element opens that screen with a way back.",
  },
] as const satisfies readonly EventDefinition[];

export const CSS_PARTS = [
  { name: "sidebar", description: "The back-office sidebar." },
  { name: "header", description: "The header with heading and avatar." },
  { name: "content", description: "The main content region." },
  { name: "navigation", description: "An area element's compact navigation." },
  { name: "notices", description: "This element's notices, inside its own box (top right, kept in view)." },
];

export const CSS_PROPERTIES = [
  { name: "--shop-primary", description: "Primary colour", default: "#2447c6" },
  { name: "--shop-primary-text", description: "Text on primary", default: "#ffffff" },
  { name: "--shop-font", description: "Font family", default: "system-ui" },
  { name: "--shop-radius", description: "Corner radius", default: "8px" },
  { name: "--shop-bg", description: "Page background", default: "#f5f7fb" },
  { name: "--shop-surface", description: "Card background", default: "#ffffff" },
  { name: "--shop-text", description: "Text colour", default: "#1d2433" },
  { name: "--shop-border", description: "Border colour", default: "#d0d5dd" },
  { name: "--shop-danger", description: "Error colour", default: "#b42318" },
  { name: "--shop-success", description: "Success colour", default: "#1b7a43" },
  {
    name: "--shop-notices-top",
    description: "Distance of the notices from the top of the viewport (e.g. below a fixed portal header)",
    default: "16px",
  },
];

/** Fired by every element that shows the orders area (its screens emit it through core/hostEvents). */
const ORDER_STATUS_CHANGED = {
  name: "shop-order-status-changed",
  detail: { id: number, status: oneOf("CONFIRMED", "DELIVERED", "CANCELED") },
  description:
    "An order was confirmed, delivered or canceled in this element (once per order a bulk action changed, too).",
} as const satisfies EventDefinition;

/** Fired before a status change is sent; preventDefault() vetoes it. */
const BEFORE_ORDER_STATUS_CHANGE = {
  name: "shop-before-order-status-change",
  detail: {
    id: number,
    from: oneOf("PENDING", "CONFIRMED"),
    to: oneOf("CONFIRMED", "DELIVERED", "CANCELED"),
  },
  cancelable: true,
  description: "An order's status change is about to be sent; preventDefault() stops it (nothing is sent).",
} as const satisfies EventDefinition;

/** The order detail's panel of the page's own (see elements/elementExtensions.tsx). */
const ORDER_DETAIL_OPEN = {
  name: "shop-order-detail-open",
  detail: { id: number },
  description: "The order detail shows an order (again on moving to another).",
} as const satisfies EventDefinition;

const ORDER_DETAIL_ASIDE = {
  name: "order-detail-aside",
  description: "The page's panel on the order detail; each element in it gets the order's id in data-order-id.",
} as const satisfies SlotDefinition;

const ORDER_EVENTS = [ORDER_STATUS_CHANGED, BEFORE_ORDER_STATUS_CHANGE, ORDER_DETAIL_OPEN] as const;

// issue 33 history: the records <shop-timeline> shows (those with a screen), as the change journal names them.
const JOURNAL_ENTITIES = [
  "order",
  "product",
  "discount",
  "user",
  "banner",
  "brand",
  "category",
  "faq",
  "shipping_service",
  "review",
] as const satisfies readonly JournalEntity[];

const TIMELINE_ATTRIBUTES = [
  {
    name: "entity",
    type: oneOf(...JOURNAL_ENTITIES),
    description: "The kind of record whose history is shown, as the change journal names it (`user`: a customer).",
  },
  { name: "record-id", type: string, description: "The record's id." },
] as const satisfies readonly AttributeDefinition[];

export const ELEMENTS = [
  {
    tag: "shop-backoffice",
    summary: "The whole back-office: sign-in, sidebar, header and every area.",
    view: "backoffice",
    embed: false,
    events: ORDER_EVENTS,
    slots: [ORDER_DETAIL_ASIDE],
  },
  {
    tag: "shop-sign-in",
    summary: "Sign-in (and password recovery); signs in every element on the page.",
    view: "signin",
    embed: true,
  },
  { tag: "shop-overview", summary: "The dashboard's four headline figures.", view: "overview", embed: true },
  {
    tag: "shop-orders",
    summary: "Orders: the searchable list with status changes, order details and transactions.",
    view: "orders",
    embed: true,
    events: ORDER_EVENTS,
    slots: [ORDER_DETAIL_ASIDE],
  },
  {
    tag: "shop-catalog",
    summary: "The catalog: brands, categories, products and attributes, with a compact area navigation.",
    view: "catalog",
    embed: true,
  },
  {
    tag: "shop-discounts",
    summary: "Discounts: the list with each one's schedule, and the product, coupon and free-shipping forms.",
    view: "discounts",
    embed: true,
  },
  {
    tag: "shop-locations",
    summary: "Countries, their states and the states' cities: searchable card lists with delete and add/edit forms.",
    view: "locations",
    embed: true,
  },
  {
    tag: "shop-customers",
    summary:
      "Customers: users with their profiles and recent orders, sale persons, and reviews (bulk delete), with a compact area navigation.",
    view: "customers",
    embed: true,
  },
  {
    tag: "shop-settings",
    summary: "Settings: banners, FAQs, shipping, promotions, admins.",
    view: "settings",
    embed: true,
  },
  // issue 33 history
  {
    tag: "shop-timeline",
    summary:
      "One record's history: who changed what and when (an order: placed, confirmed, delivered, canceled), newest first, with older changes a page at a time.",
    view: "timeline",
    embed: false,
    attributes: TIMELINE_ATTRIBUTES,
  },
] as const satisfies readonly ElementDefinition[];
