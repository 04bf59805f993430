import { getConfig } from "../../core/config";
import type { OrderStatus } from "../../core/types";
import { StatusToggles, ToggleCount } from "../../ui/StatusToggles";
import { t } from "./messages";
import { ORDER_STATUSES } from "./orderStatus";

const formatCount = (value: number) => value.toLocaleString(getConfig().locale);

/** A search's orders are counted per status up to this many (the server's statusCountsCapped). */
export const COUNT_CAP = 1000;

/** Whether a count is only a lower bound: capped counts, and this status's (or any, for All) at the cap. */
export function countIsAtLeast(
  counts: Record<OrderStatus, number>,
  capped: boolean | undefined,
  status: OrderStatus | null,
): boolean {
  if (!capped) return false;
  return status ? counts[status] >= COUNT_CAP : ORDER_STATUSES.some((each) => counts[each] >= COUNT_CAP);
}

/** "1,000+" for a count that is a lower bound, else the count. */
export const countText = (value: number, atLeast: boolean) =>
  atLeast ? t("countOrMore", { count: formatCount(value) }) : formatCount(value);

/**
 * The orders' status filter: All, PENDING, CONFIRMED, DELIVERED, CANCELED as toggle buttons,
 * one pressed at a time, All meaning no filter (the catalog's product status filter is a
 * two-value select instead). Each shows how many orders matching the search it holds, once known.
 */
export function OrderStatusToggles({
  value,
  onChange,
  counts,
  capped,
  loading,
}: {
  value: OrderStatus | null;
  onChange: (status: OrderStatus | null) => void;
  counts?: Record<OrderStatus, number>;
  /** The server stopped counting a search's orders at COUNT_CAP for some status. */
  capped?: boolean;
  /** The counts are on their way (a searched page came first): a placeholder stands in for each. */
  loading?: boolean;
}) {
  const countOf = (status: OrderStatus | null) => {
    if (!counts) return loading ? <ToggleCount aria-hidden="true">…</ToggleCount> : null;
    const count = status ? counts[status] : ORDER_STATUSES.reduce((sum, each) => sum + counts[each], 0);
    return <ToggleCount>{countText(count, countIsAtLeast(counts, capped, status))}</ToggleCount>;
  };
  const statuses: (OrderStatus | null)[] = [null, ...ORDER_STATUSES];
  return (
    <StatusToggles
      label={t("orderStatusFilter")}
      value={value}
      onChange={onChange}
      options={statuses.map((status) => ({
        value: status,
        label: (
          <>
            {status ? t(`status${status}`) : t("allStatuses")}
            {countOf(status)}
          </>
        ),
      }))}
    />
  );
}
