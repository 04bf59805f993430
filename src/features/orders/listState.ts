import type { Order, OrderStatus } from "../../core/types";
import { isOrderStatus } from "./orderStatus";

/** Rows per client-side page: enough to scan, few enough to paint at once with 10,000 orders. */
export const PAGE_SIZE = 25;

export interface ListParams {
  search: string;
  /** null: every status. */
  status: OrderStatus | null;
  page: number;
}

/** Reads search, status and page from the URL query (unknown values fall back to the defaults). */
export function readListParams(query: URLSearchParams): ListParams {
  const status = query.get("status");
  const page = Number(query.get("page"));
  return {
    search: query.get("search") ?? "",
    status: isOrderStatus(status) ? status : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL query for these params; defaults are left out so a plain /orders stays plain. */
export function writeListParams(params: ListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set("search", params.search);
  if (params.status) query.set("status", params.status);
  if (params.page > 1) query.set("page", String(params.page));
  return query;
}

export interface IndexedOrder {
  order: Order;
  /** Lower-case text the search matches against, computed once per load, not per keystroke. */
  key: string;
}

/** Which fields a screen searches: the orders list searches customer name and order number. */
export type SearchFields = (order: Order) => (string | null | undefined)[];

export const orderSearchFields: SearchFields = (order) => [order.order_number, order.user.full_name];

export const transactionSearchFields: SearchFields = (order) => [
  order.transaction_id,
  order.order_number,
  order.user.full_name,
  order.user.email,
];

export function indexOrders(orders: readonly Order[], fields: SearchFields): IndexedOrder[] {
  return orders.map((order) => ({
    order,
    key: fields(order)
      .filter((value): value is string => Boolean(value))
      .join("\u0000")
      .toLowerCase(),
  }));
}

/** The orders whose status matches and whose search key contains the search text. */
export function filterOrders(index: readonly IndexedOrder[], search: string, status: OrderStatus | null): Order[] {
  const needle = search.trim().toLowerCase();
  const result: Order[] = [];
  for (const entry of index) {
    if (status && entry.order.order_status !== status) continue;
    if (needle && !entry.key.includes(needle)) continue;
    result.push(entry.order);
  }
  return result;
}

/** Without a search: only the status filter (the whole list when there is none). */
export function filterByStatus(orders: readonly Order[], status: OrderStatus | null): readonly Order[] {
  return status ? orders.filter((order) => order.order_status === status) : orders;
}

/** One page of a list, with the page clamped to the pages that exist. */
export function pageOf<Row>(rows: readonly Row[], page: number, size = PAGE_SIZE) {
  const totalPages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), totalPages);
  const start = (current - 1) * size;
  return { rows: rows.slice(start, start + size), page: current, totalPages, offset: start };
}
