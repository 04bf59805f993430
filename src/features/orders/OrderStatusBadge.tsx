import type { OrderStatus } from "../../core/types";
import { StatusBadge, type BadgeTone } from "../../ui/StatusBadge";
import { t } from "./messages";

const TONES: Record<OrderStatus, BadgeTone> = {
  PENDING: "warning",
  CONFIRMED: "info",
  DELIVERED: "success",
  CANCELED: "danger",
};

/** An order's status as a coloured label (the text itself carries the meaning). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <StatusBadge tone={TONES[status]} status={status}>
      {t(`status${status}`)}
    </StatusBadge>
  );
}
