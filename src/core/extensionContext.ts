import { createContext, type ReactNode } from "react";
import type { Order, Product } from "./types";

/**
 * The types of the extension points and the contexts that carry an embedder's additions into the
 * screens. Kept apart from the registry (extensions.tsx) so the elements' first load holds only
 * these few lines; the registry loads with the orders and products lists.
 */

/** The row each list's extensions receive. */
export interface ExtensionRows {
  orders: Order;
  products: Product;
}

/** The lists that take extra columns and row actions. */
export type ExtensionArea = keyof ExtensionRows;

/** What an extra cell shows: React content, or (for a host without React) a string or a DOM node. */
export type ExtensionCellContent = ReactNode | Node;

export interface ExtensionColumn<Row> {
  /** Unique within the list; the column's key. */
  id: string;
  header: string;
  /** Called for every row shown (a page at a time): keep it cheap. A DOM node must be a new one per call. */
  cell: (row: Row) => ExtensionCellContent;
  width?: string;
  align?: "left" | "right" | "center";
}

export interface ExtensionRowAction<Row> {
  id: string;
  /** The item's text in the row's actions menu. */
  label: string;
  onSelect: (row: Row) => void;
  danger?: boolean;
  /** Offered only on the rows this accepts (all rows when absent). */
  when?: (row: Row) => boolean;
}

/** One addition to a list: a column, a row action, or both. */
export type ShopExtension = {
  [Area in ExtensionArea]: {
    area: Area;
    column?: ExtensionColumn<ExtensionRows[Area]>;
    rowAction?: ExtensionRowAction<ExtensionRows[Area]>;
  };
}[ExtensionArea];

/**
 * The extensions of one embedding (a custom element's `extensions` property), besides the
 * page-wide ones of registerExtension(): two elements on a page each show only their own.
 */
export const ExtensionScopeContext = createContext<readonly ShopExtension[]>([]);

/** Renders the embedder's panel on the order detail (a React render prop, or an element's slot). */
export type OrderDetailAsideRenderer = (order: Order) => ReactNode;

export const OrderDetailAsideContext = createContext<OrderDetailAsideRenderer | null>(null);
