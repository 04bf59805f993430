import { useCallback, type ReactNode } from "react";
import { OrderDetailAsideContext } from "../core/extensionContext";
import { HostEventProvider } from "../core/hostEvents";
import type { Order, OrderStatus } from "../core/types";
import type { ShopRouterProps } from "./ShopRouter";
import { AreaView } from "./StandaloneViews";

/** What `onOrderStatusChanged` receives (the same as `<shop-orders>`' shop-order-status-changed detail). */
export interface OrderStatusChange {
  id: number;
  status: OrderStatus;
}

/** What `onBeforeOrderStatusChange` receives (the same as `<shop-orders>`' shop-before-order-status-change detail). */
export interface PendingOrderStatusChange {
  id: number;
  from: OrderStatus;
  to: OrderStatus;
}

export type OrdersAreaProps = Partial<Pick<ShopRouterProps, "routing" | "basePath" | "initialPath" | "onNavigate">> & {
  /** Called after an order's status changed (confirmed, delivered or canceled) on any of the area's screens. */
  onOrderStatusChanged?: (change: OrderStatusChange) => void;
  /** Called before a status change is sent, once the operator confirmed it; returning false stops it (nothing is sent). */
  onBeforeOrderStatusChange?: (change: PendingOrderStatusChange) => boolean | void;
  /** A panel of the host's own on the order detail, for the order shown. */
  renderOrderDetailAside?: (order: Order) => ReactNode;
};

/** The orders area on its own: orders, order details and transactions, with its own sign-in. */
export function OrdersArea({
  onOrderStatusChanged,
  onBeforeOrderStatusChange,
  renderOrderDetailAside,
  ...routing
}: OrdersAreaProps) {
  const emit = useCallback(
    (name: string, detail: unknown) => {
      if (name === "shop-order-status-changed") onOrderStatusChanged?.(detail as OrderStatusChange);
      if (name === "shop-before-order-status-change")
        return onBeforeOrderStatusChange?.(detail as PendingOrderStatusChange) !== false;
    },
    [onOrderStatusChanged, onBeforeOrderStatusChange],
  );
  return (
    <HostEventProvider value={emit}>
      <OrderDetailAsideContext.Provider value={renderOrderDetailAside ?? null}>
        <AreaView areaId="orders" {...routing} />
      </OrderDetailAsideContext.Provider>
    </HostEventProvider>
  );
}
