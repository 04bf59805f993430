import { getConfig } from "../../core/config";
import type { OrderStatus } from "../../core/types";
import { StatusToggles, ToggleCount } from "../../ui/StatusToggles";
import { t } from "./messages";
import { ORDER_STATUSES } from "./orderStatus";

const formatCount = (value: number) => value.toLocaleString(getConfig().locale);

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
  const countOf = (status: OrderStatus | null) => {
    if (!counts) return null;
    const count = status ? counts[status] : ORDER_STATUSES.reduce((sum, each) => sum + counts[each], 0);
    return <ToggleCount>{formatCount(count)}</ToggleCount>;
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
