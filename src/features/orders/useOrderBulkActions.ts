import type { OrdersFilter } from "../../core/resources/orders";
import { useHostEvent } from "../../core/hostEvents";
import { bulkActionsOf, type BulkActionRun } from "../../ui/bulkActions";
import type { BulkAction } from "../../ui/useBulkSelection";
import { useChangeOrdersStatusMutation } from "./api";
import { t } from "./messages";
import { ORDER_STATUS_CHANGED_EVENT } from "./useOrderStatusChange";

/** The status each bulk action moves the orders to. */
const STATUS = { confirm: "CONFIRMED", deliver: "DELIVERED", cancel: "CANCELED" } as const;

/**
 * The orders list's bulk actions: confirm, deliver, cancel (the server refuses invalid transitions,
 * per order). The embedding page hears each changed order as it hears a single change, so a
 * portal that follows status changes misses none made in bulk.
 */
export function useOrderBulkActions(): BulkAction<OrdersFilter>[] {
  const [change] = useChangeOrdersStatusMutation();
  const emit = useHostEvent();
  const run: BulkActionRun<keyof typeof STATUS, OrdersFilter> = async (id, target, onProgress) => {
    const status = STATUS[id];
    const outcome = await change({ body: { status, ...target }, onProgress }).unwrap();
    for (const changed of outcome.changed) {
      // A listener of the embedding page that throws is not a failed change (as for one order).
      try {
        emit(ORDER_STATUS_CHANGED_EVENT, { id: changed, status });
      } catch (error) {
        console.error(error);
      }
    }
    return outcome;
  };
  return bulkActionsOf<OrdersFilter, keyof typeof STATUS, Parameters<typeof t>[0]>(
    t,
    {
      confirm: {
        label: "confirmOrder",
        title: "confirmOrdersTitle",
        confirmLabel: "confirmOrdersButton",
        done: "ordersConfirmed",
      },
      deliver: {
        label: "deliverOrder",
        title: "deliverOrdersTitle",
        confirmLabel: "deliverOrderButton",
        done: "ordersDelivered",
      },
      cancel: {
        label: "cancelOrder",
        danger: true,
        title: "cancelOrdersTitle",
        confirmLabel: "cancelOrdersButton",
        done: "ordersCanceled",
      },
    },
    run,
    { keepLabel: "keepStatus" },
  );
}
