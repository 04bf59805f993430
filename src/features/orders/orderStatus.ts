import { ORDER_TRANSITIONS, type OrderAction } from "../../core/resources/orders";
import type { OrderStatus } from "../../core/types";

/** Every order status, in the order the filter offers them. */
export const ORDER_STATUSES: readonly OrderStatus[] = ["PENDING", "CONFIRMED", "DELIVERED", "CANCELED"];

// The transitions are the API's (one call each): core/resources/orders.ts declares them.
export { ORDER_TRANSITIONS, type OrderAction } from "../../core/resources/orders";

const ACTION_ORDER: readonly OrderAction[] = ["confirm", "deliver", "cancel"];

/** The actions valid for an order in this status (none once it is delivered or canceled). */
export function actionsFor(status: OrderStatus): OrderAction[] {
  return ACTION_ORDER.filter((action) => ORDER_TRANSITIONS[action].from === status);
}

/** The status an action leads to from `status`, or null when the action is not allowed. */
export function nextStatus(status: OrderStatus, action: OrderAction): OrderStatus | null {
  const transition = ORDER_TRANSITIONS[action];
  return transition.from === status ? transition.to : null;
}

export function isOrderStatus(value: string | null | undefined): value is OrderStatus {
  return ORDER_STATUSES.includes(value as OrderStatus);
}
