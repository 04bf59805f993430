import type { BulkProgress, BulkTarget } from "../../core/api/bulkStream";
import type { OrdersFilter, OrdersStatusBody } from "../../core/resources/orders";
import { useHostEvent } from "../../core/hostEvents";
import type { BulkAction } from "../../ui/useBulkSelection";
import { useChangeOrdersStatusMutation } from "./api";
import { t } from "./messages";
import { ORDER_STATUS_CHANGED_EVENT } from "./useOrderStatusChange";

/**
 * The orders list's bulk actions: confirm, deliver, cancel (the server refuses invalid transitions,
 * per order). The embedding page hears each changed order as it hears a single change, so a
 * portal that follows status changes misses none made in bulk.
 */
export function useOrderBulkActions(): BulkAction<OrdersFilter>[] {
  const [change] = useChangeOrdersStatusMutation();
  const emit = useHostEvent();
  const to =
    (status: OrdersStatusBody["status"]) =>
    async (target: BulkTarget<OrdersFilter>, onProgress: (progress: BulkProgress) => void) => {
      const outcome = await change({ body: { status, ...target }, onProgress }).unwrap();
      for (const id of outcome.changed) {
        // A listener of the embedding page that throws is not a failed change (as for one order).
        try {
          emit(ORDER_STATUS_CHANGED_EVENT, { id, status });
        } catch (error) {
          console.error(error);
        }
      }
      return outcome;
    };
  const keepLabel = t("keepStatus");
  return [
    {
      id: "confirm",
      label: t("confirmOrder"),
      title: (count) => t("confirmOrdersTitle", count),
      confirmLabel: t("confirmOrdersButton"),
      keepLabel,
      done: (count) => t("ordersConfirmed", count),
      run: to("CONFIRMED"),
    },
    {
      id: "deliver",
      label: t("deliverOrder"),
      title: (count) => t("deliverOrdersTitle", count),
      confirmLabel: t("deliverOrderButton"),
      keepLabel,
      done: (count) => t("ordersDelivered", count),
      run: to("DELIVERED"),
    },
    {
      id: "cancel",
      label: t("cancelOrder"),
      danger: true,
      title: (count) => t("cancelOrdersTitle", count),
      confirmLabel: t("cancelOrdersButton"),
      keepLabel,
      done: (count) => t("ordersCanceled", count),
      run: to("CANCELED"),
    },
  ];
}
