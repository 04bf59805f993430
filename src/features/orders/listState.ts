import type { OrderStatus } from "../../core/types";
import { isOrderStatus } from "./orderStatus";

/** Rows per page: enough to scan, few enough to paint at once. */
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
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 1_000_000) : 1,
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

/** What the orders list asks the server for (the search already trimmed). */
export interface OrderPageArgs {
  search: string;
  status: OrderStatus | null;
  page: number;
}

/** The query string of GET /admin/orders for one page (always with page and limit: the paged form). */
export function pageQueryOf(args: OrderPageArgs): Record<string, string | number> {
  const query: Record<string, string | number> = { page: args.page, limit: PAGE_SIZE };
  if (args.search) query.search = args.search;
  if (args.status) query.status = args.status;
  return query;
}

/** The query string of the CSV export: the list's search and status, no page. */
export function exportQueryOf(args: Pick<OrderPageArgs, "search" | "status">): URLSearchParams {
  const query = new URLSearchParams();
  if (args.search) query.set("search", args.search);
  if (args.status) query.set("status", args.status);
  return query;
}

/** Pages with the same search share their per-status counts (the status and page aside). */
export const sameFilter = (a: OrderPageArgs, b: OrderPageArgs) => a.search === b.search;

export const totalPagesOf = (total: number, size = PAGE_SIZE) => Math.max(1, Math.ceil(total / size));
