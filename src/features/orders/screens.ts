// Every screen of the orders area, in one lazily loaded module (one chunk per area).
export { OrderDetail } from "./OrderDetail";
export { OrderList } from "./OrderList";
export { Transactions } from "./Transactions";
