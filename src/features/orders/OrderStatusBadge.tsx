import styled from "styled-components";
import type { OrderStatus } from "../../core/types";
import { t } from "./messages";

// Text and background pairs chosen for at least 4.5:1 contrast.
const COLOURS: Record<OrderStatus, { text: string; background: string }> = {
  PENDING: { text: "#7a4100", background: "#fff1db" },
  CONFIRMED: { text: "#1f3a9e", background: "#e8edfb" },
  DELIVERED: { text: "#17663a", background: "#e4f5ea" },
  CANCELED: { text: "#a1281b", background: "#fdecea" },
};

const Badge = styled.span<{ $status: OrderStatus }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${(p) => COLOURS[p.$status].text};
  background: ${(p) => COLOURS[p.$status].background};
`;

/** An order's status as a coloured label (the text itself carries the meaning). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge $status={status} data-status={status}>
      {t(`status${status}`)}
    </Badge>
  );
}
