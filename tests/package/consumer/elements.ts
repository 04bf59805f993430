// A portal page in strict TypeScript using the elements entry: tags, properties and typed events.
import { configureShop } from "@shop-admin/backoffice/elements";

configureShop({ apiBase: "/api" });

const orders = document.querySelector("shop-orders")!;
orders.path = "/orders";
orders.token = null;
orders.token = "handed-over-token";
orders.userStatus = "ADMIN";
orders.addEventListener("shop-order-status-changed", (event) => {
  const status: "CONFIRMED" | "DELIVERED" | "CANCELED" = event.detail.status;
  const id: number = event.detail.id;
  console.log(id, status);
});
// @ts-expect-error -- the order status event's detail has no field "state"
orders.addEventListener("shop-order-status-changed", (event) => event.detail.state);

const catalog: HTMLElementTagNameMap["shop-catalog"] = document.createElement("shop-catalog");
catalog.addEventListener("shop-navigate", (event) => console.log(event.detail.path.toUpperCase()));
catalog.addEventListener("shop-signed-out", (event) => console.log(event.detail.reason ?? "signed out"));
catalog.addEventListener("click", (event) => console.log(event.clientX));
// @ts-expect-error -- a token is a string or null, never a number
catalog.token = 42;
// @ts-expect-error -- routing is "memory" or "url"
catalog.routing = "hash";
document.body.append(catalog);
