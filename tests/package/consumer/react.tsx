// A React host in strict TypeScript: the "." entry's components and the tags in JSX.
import {
  CatalogArea,
  configureShop,
  OrdersArea,
  type Order,
  type OrderStatus,
  type OrderStatusChange,
} from "@shop-admin/backoffice";
import type {} from "@shop-admin/backoffice/elements";

configureShop({ apiBase: "/api", locale: "en-IE" });
// @ts-expect-error -- apiBase is a string (fails too if the "." entry were typed as any)
configureShop({ apiBase: 42 });

const delivered: OrderStatus = "DELIVERED";
// @ts-expect-error -- no such order status
const shipped: OrderStatus = "SHIPPED";
export const statuses: OrderStatus[] = [delivered, shipped];
export const statusOf = (order: Order): OrderStatus => order.order_status;

export function Portal({ token }: { token: string | null }) {
  return (
    <>
      <OrdersArea onOrderStatusChanged={(change: OrderStatusChange) => console.log(change.status)} />
      <CatalogArea />
      {/* @ts-expect-error -- routing is "browser" or "memory" */}
      <OrdersArea routing="hash" />
      <shop-orders
        api-base="/api"
        routing="url"
        base-path="/admin"
        token={token}
        onshop-order-status-changed={(event) => console.log(event.detail.id, event.detail.status)}
      />
      <shop-sign-in onshop-signed-in={(event) => console.log(event.detail.userStatus)} />
      {/* @ts-expect-error -- routing is "memory" or "url" */}
      <shop-catalog routing="hash" />
    </>
  );
}
