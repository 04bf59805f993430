import { useCallback, useState } from "react";
import type { ApiError } from "../../core/api/apiError";
import { useHostEvent, useHostVeto } from "../../core/hostEvents";
import { t, type MessageKey } from "./messages";
import { notify } from "../../core/notify";
import type { Order } from "../../core/types";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useChangeOrderStatusMutation } from "./api";
import { ORDER_TRANSITIONS, type OrderAction } from "./orderStatus";

/** The event an embedding page hears when an order's status changes (see elements/definitions.ts). */
export const ORDER_STATUS_CHANGED_EVENT = "shop-order-status-changed";

/** Fired (cancelable) before the request: an embedding page that vetoes it stops the change. */
export const BEFORE_ORDER_STATUS_CHANGE_EVENT = "shop-before-order-status-change";

type OrderRef = Pick<Order, "id" | "order_number" | "order_status">;

const TITLES: Record<OrderAction, MessageKey> = {
  confirm: "confirmOrderTitle",
  deliver: "deliverOrderTitle",
  cancel: "cancelOrderTitle",
};
const BUTTONS: Record<OrderAction, MessageKey> = {
  confirm: "confirmOrderButton",
  deliver: "deliverOrderButton",
  cancel: "cancelOrderButton",
};

/** Menu and button labels of each action. */
export const ACTION_LABELS: Record<OrderAction, MessageKey> = {
  confirm: "confirmOrder",
  deliver: "deliverOrder",
  cancel: "cancelOrder",
};

/**
 * A status change as the spec wants it everywhere: ask first, then change, then say how it
 * went (the server's reason on failure) and tell the embedding page. Returns `ask` and the
 * dialog to render; every view of the order updates through the API cache.
 */
export function useOrderStatusChange() {
  const [asked, setAsked] = useState<{ order: OrderRef; action: OrderAction } | null>(null);
  const [changeStatus, { isLoading }] = useChangeOrderStatusMutation();
  const emit = useHostEvent();
  const hostAllows = useHostVeto();

  const confirm = async () => {
    if (!asked) return;
    const { order, action } = asked;
    // The page that vetoed says why, if it wants to: nothing is sent and the order stays as it was.
    if (
      !hostAllows(BEFORE_ORDER_STATUS_CHANGE_EVENT, {
        id: order.id,
        from: order.order_status,
        to: ORDER_TRANSITIONS[action].to,
      })
    ) {
      setAsked(null);
      return;
    }
    let result;
    try {
      result = await changeStatus({ id: asked.order.id, action: asked.action }).unwrap();
      notify.success(t("orderStatusUpdated"));
    } catch (error) {
      notify.error(
        t("failedNamed", { failure: t("orderStatusFailed"), name: asked.order.order_number }),
        (error as Partial<ApiError>).message,
      );
    } finally {
      setAsked(null);
    }
    // Outside the try: a listener of the embedding page that throws is not a failed change.
    if (result) {
      try {
        emit(ORDER_STATUS_CHANGED_EVENT, { id: result.id, status: result.order_status });
      } catch (error) {
        console.error(error);
      }
    }
  };

  const dialog = asked ? (
    <ConfirmDialog
      open
      title={t(TITLES[asked.action], { number: asked.order.order_number })}
      message={t("statusChangeText", {
        from: asked.order.order_status,
        to: ORDER_TRANSITIONS[asked.action].to,
      })}
      confirmLabel={t(BUTTONS[asked.action])}
      cancelLabel={t("keepStatus")}
      danger={asked.action === "cancel"}
      busy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={() => setAsked(null)}
    />
  ) : null;

  const ask = useCallback((order: OrderRef, action: OrderAction) => setAsked({ order, action }), []);
  return { ask, dialog };
}
