// A React host in strict TypeScript: the "." entry's components and the tags in JSX.
import { CatalogArea, OrdersArea, type OrderStatusChange } from "@shop-admin/backoffice";
import type {} from "@shop-admin/backoffice/elements";

export function Portal({ token }: { token: string | null }) {
  return (
    <>
      <OrdersArea onOrderStatusChanged={(change: OrderStatusChange) => console.log(change.status)} />
      <CatalogArea />
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
