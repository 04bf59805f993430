import type { BulkProgress, BulkTarget } from "../../core/api/bulkStream";
import type { OrdersFilter, OrdersStatusBody } from "../../core/resources/orders";
import type { BulkAction } from "../../ui/useBulkSelection";
import { useChangeOrdersStatusMutation } from "./api";
import { t } from "./messages";

/** The orders list's bulk actions: confirm, deliver, cancel (the server refuses invalid transitions, per order). */
export function useOrderBulkActions(): BulkAction<OrdersFilter>[] {
  const [change] = useChangeOrdersStatusMutation();
  const to =
    (status: OrdersStatusBody["status"]) =>
    (target: BulkTarget<OrdersFilter>, onProgress: (progress: BulkProgress) => void) =>
      change({ body: { status, ...target }, onProgress }).unwrap();
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
