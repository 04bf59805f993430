import { ORDERS_PER_PAGE, type OrderPageArgs, type OrdersFilter } from "../../core/resources/orders";
import { readSortParam, sortParamOf } from "../../core/listSort";
import type { OrderStatus } from "../../core/types";
import { isOrderStatus } from "./orderStatus";

// The page's size and arguments are the orders resource's (its cache key): core/resources/orders.ts.
export { ORDERS_PER_PAGE as PAGE_SIZE, pageQueryOf, sameFilter, type OrderPageArgs } from "../../core/resources/orders";

export interface ListParams {
  search: string;
  /** null: every status. */
  status: OrderStatus | null;
  page: number;
  /** The server's sort (`-net_payable`); absent: newest first. */
  sort?: string;
}

/** What the orders list may be sorted by (the server's names). */
export const ORDER_SORTS = ["created_at", "net_payable", "order_number"] as const;

/** Reads search, status and page from the URL query (unknown values fall back to the defaults). */
export function readListParams(query: URLSearchParams): ListParams {
  const status = query.get("status");
  const page = Number(query.get("page"));
  return {
    search: query.get("search") ?? "",
    status: isOrderStatus(status) ? status : null,
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 1_000_000) : 1,
    ...sortOf(query.get("sort")),
  };
}

function sortOf(value: string | null): { sort?: string } {
  const sort = readSortParam(value, ORDER_SORTS);
  return sort ? { sort: sortParamOf(sort) } : {};
}

/** The URL query for these params; defaults are left out so a plain /orders stays plain. */
export function writeListParams(params: ListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set("search", params.search);
  if (params.status) query.set("status", params.status);
  if (params.page > 1) query.set("page", String(params.page));
  if (params.sort) query.set("sort", params.sort);
  return query;
}

/** The query string of the CSV export: the list's search and status, no page. */
export function exportQueryOf(args: Pick<OrderPageArgs, "search" | "status">): URLSearchParams {
  const query = new URLSearchParams();
  if (args.search) query.set("search", args.search);
  if (args.status) query.set("status", args.status);
  return query;
}

/** What a bulk action over every matching order sends: the list's search and status, no page. */
export function bulkFilterOf(args: Pick<OrderPageArgs, "search" | "status">): OrdersFilter {
  return { ...(args.search ? { search: args.search } : {}), ...(args.status ? { status: args.status } : {}) };
}

export const totalPagesOf = (total: number, size = ORDERS_PER_PAGE) => Math.max(1, Math.ceil(total / size));
