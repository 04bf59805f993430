// The tags' TypeScript typings, derived from the one table in definitions.ts: HTMLElementTagNameMap
// (properties and typed events) for any TypeScript page, and React's JSX for React hosts.
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type {
  AttributeDefinition,
  CamelCase,
  COMMON_ATTRIBUTES,
  COMMON_PROPERTIES,
  ELEMENTS,
  EventDefinition,
  EVENTS,
  TypeOf,
} from "./definitions";

// What the `extensions` property takes, for hosts that build it in TypeScript.
export type { ExtensionColumn, ExtensionRowAction, ExtensionRows, ShopExtension } from "../src/core/extensionContext";

type ElementRow = (typeof ELEMENTS)[number];
type CommonEvent = (typeof EVENTS)[number];
type OwnEvent<Row> = Row extends { events: readonly (infer Fired extends EventDefinition)[] } ? Fired : never;

/** The attributes only one element has (<shop-timeline>'s entity and record-id). */
type OwnAttribute<Tag extends ShopElementTag> =
  Extract<ElementRow, { tag: Tag }> extends { attributes: readonly (infer Own extends AttributeDefinition)[] }
    ? Own
    : never;

/** An element's own attributes as properties (camel-cased). */
export type ShopElementOwnProperties<Tag extends ShopElementTag> = {
  [Attribute in OwnAttribute<Tag> as CamelCase<Attribute["name"]>]?: TypeOf<Attribute["type"]>;
};

/** Every custom element's tag name: "shop-orders", ... */
export type ShopElementTag = ElementRow["tag"];

/** The events an element fires, by name, with their detail types. */
export type ShopElementEventMap<Tag extends ShopElementTag> = {
  [Fired in CommonEvent | OwnEvent<Extract<ElementRow, { tag: Tag }>> as Fired["name"]]: CustomEvent<{
    [Field in keyof Fired["detail"]]: TypeOf<Fired["detail"][Field]>;
  }>;
};

/** The properties every element has: its attributes (camel-cased) and the handed-over session. */
export type ShopElementProperties = {
  [Attribute in (typeof COMMON_ATTRIBUTES)[number] as CamelCase<Attribute["name"]>]?: TypeOf<Attribute["type"]>;
} & {
  [Property in (typeof COMMON_PROPERTIES)[number] as Property["name"]]?: TypeOf<Property["type"]>;
};

/** One shop element: an HTMLElement with its properties and typed addEventListener. */
export interface ShopElement<Tag extends ShopElementTag = ShopElementTag> extends HTMLElement, ShopElementProperties {
  addEventListener<Name extends keyof ShopElementEventMap<Tag>>(
    type: Name,
    listener: (this: ShopElement<Tag>, event: ShopElementEventMap<Tag>[Name]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<Name extends keyof HTMLElementEventMap>(
    type: Name,
    listener: (this: ShopElement<Tag>, event: HTMLElementEventMap[Name]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<Name extends keyof ShopElementEventMap<Tag>>(
    type: Name,
    listener: (this: ShopElement<Tag>, event: ShopElementEventMap<Tag>[Name]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<Name extends keyof HTMLElementEventMap>(
    type: Name,
    listener: (this: ShopElement<Tag>, event: HTMLElementEventMap[Name]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The tag map TypeScript uses for document.querySelector("shop-orders") and createElement. */
export type ShopElementTagNameMap = { [Tag in ShopElementTag]: ShopElement<Tag> & ShopElementOwnProperties<Tag> };

/** What a React host may write on a tag: its attributes, the session properties, `on<event>` listeners. */
export type ShopElementAttributes<Tag extends ShopElementTag = ShopElementTag> = DetailedHTMLProps<
  HTMLAttributes<ShopElement<Tag>>,
  ShopElement<Tag>
> & {
  [Attribute in (typeof COMMON_ATTRIBUTES)[number] as Attribute["name"]]?: TypeOf<Attribute["type"]>;
} & {
  [Property in (typeof COMMON_PROPERTIES)[number] as Property["name"]]?: TypeOf<Property["type"]>;
} & {
  [Attribute in OwnAttribute<Tag> as Attribute["name"]]?: TypeOf<Attribute["type"]>;
} & {
  // React 19 adds a listener for an `on` prop of a custom element: `onshop-navigate` hears shop-navigate.
  [Name in keyof ShopElementEventMap<Tag> as `on${Name & string}`]?: (event: ShopElementEventMap<Tag>[Name]) => void;
};

/** React's intrinsic elements for the tags. */
export type ShopIntrinsicElements = { [Tag in ShopElementTag]: ShopElementAttributes<Tag> };

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React declares its JSX typings in a namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the derived tags into React's
    interface IntrinsicElements extends ShopIntrinsicElements {}
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the derived tags into the DOM's
  interface HTMLElementTagNameMap extends ShopElementTagNameMap {}
}
