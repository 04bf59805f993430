import styled from "styled-components";
import { getConfig } from "../../core/config";
import { t } from "./messages";
import type { OrderStatus } from "../../core/types";
import { tokens } from "../../ui/tokens";
import { ORDER_STATUSES } from "./orderStatus";

const formatCount = (value: number) => value.toLocaleString(getConfig().locale);

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  overflow: hidden;
  background: ${tokens.surface};
  button {
    border: 0;
    border-right: 1px solid ${tokens.border};
    background: transparent;
    color: ${tokens.text};
    font: inherit;
    font-size: 13px;
    font-weight: 600;
    padding: 9px 12px;
    cursor: pointer;
  }
  button:last-child {
    border-right: 0;
  }
  button[aria-pressed="true"] {
    background: ${tokens.primary};
    color: ${tokens.primaryText};
  }
  button:focus-visible {
    outline: none;
    box-shadow: inset ${tokens.focus};
  }
`;

const Count = styled.span`
  margin-left: 6px;
  font-weight: 400;
  font-variant-numeric: tabular-nums;
`;

/**
 * The orders' status filter: All, PENDING, CONFIRMED, DELIVERED, CANCELED as toggle buttons,
 * one pressed at a time, All meaning no filter (the catalog's product status filter is a
 * two-value select instead). Each shows how many orders matching the search it holds, once known.
 */
export function OrderStatusToggles({
  value,
  onChange,
  counts,
}: {
  value: OrderStatus | null;
  onChange: (status: OrderStatus | null) => void;
  counts?: Record<OrderStatus, number>;
}) {
  const all = counts ? ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const options: { status: OrderStatus | null; label: string }[] = [
    { status: null, label: t("allStatuses") },
    ...ORDER_STATUSES.map((status) => ({ status, label: t(`status${status}`) })),
  ];
  return (
    <Group role="group" aria-label={t("orderStatusFilter")}>
      {options.map((option) => (
        <button
          key={option.status ?? "all"}
          type="button"
          aria-pressed={value === option.status}
          onClick={() => onChange(option.status)}
        >
          {option.label}
          {counts ? <Count>{formatCount(option.status ? counts[option.status] : all!)}</Count> : null}
        </button>
      ))}
    </Group>
  );
}
