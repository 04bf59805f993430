import type { ListConfig } from "../../core/listParams";
import type { OrdersFilter } from "../../core/resources/orders";
import type { Order, OrderStatus } from "../../core/types";
import { isOrderStatus } from "./orderStatus";

/**
 * The orders list (and the transactions list, which shows the same orders): searched and filtered
 * by status on the server, sorted there by the columns' server names.
 */
export const ORDERS_LIST: ListConfig<Order, { status: OrderStatus | null }> = {
  views: "orders",
  filters: { status: (value) => (isOrderStatus(value) ? value : null) },
  sorts: { number: "order_number", date: "created_at", net: "net_payable" },
  // Short enough that the filtered rows follow the keystroke quickly (request included), long
  // enough that fast typing sends one request, not five.
  searchDelay: 90,
};

/** The query string of the CSV export: the list's search and status, no page. */
export function exportQueryOf(filter: Pick<OrdersFilter, "search" | "status">): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.search) query.set("search", filter.search);
  if (filter.status) query.set("status", filter.status);
  return query;
}
