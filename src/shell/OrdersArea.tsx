import { useCallback } from "react";
import { HostEventProvider } from "../core/hostEvents";
import type { OrderStatus } from "../core/types";
import type { ShopRouterProps } from "./ShopRouter";
import { AreaView } from "./StandaloneViews";

/** What `onOrderStatusChanged` receives (the same as `<shop-orders>`' shop-order-status-changed detail). */
export interface OrderStatusChange {
  id: number;
  status: OrderStatus;
}

export type OrdersAreaProps = Partial<Pick<ShopRouterProps, "routing" | "basePath" | "initialPath" | "onNavigate">> & {
  /** Called after an order's status changed (confirmed, delivered or canceled) on any of the area's screens. */
  onOrderStatusChanged?: (change: OrderStatusChange) => void;
};

/** The orders area on its own: orders, order details and transactions, with its own sign-in. */
export function OrdersArea({ onOrderStatusChanged, ...routing }: OrdersAreaProps) {
  const emit = useCallback(
    (name: string, detail: unknown) => {
      if (name === "shop-order-status-changed") onOrderStatusChanged?.(detail as OrderStatusChange);
    },
    [onOrderStatusChanged],
  );
  return (
    <HostEventProvider value={emit}>
      <AreaView areaId="orders" {...routing} />
    </HostEventProvider>
  );
}
