import { idParams } from "./common.js";

export const listOrdersSchema = {
  tags: ["orders"],
  summary: "Every order, newest first, with customer, shipping service and address (no items)",
} as const;
export const orderByIdSchema = { tags: ["orders"], summary: "One order with its items", params: idParams } as const;
export const transitionSchema = (verb: string) =>
  ({
    tags: ["orders"],
    summary: `${verb} an order (PENDING→CONFIRMED, CONFIRMED→DELIVERED, PENDING→CANCELED; otherwise 409)`,
    params: idParams,
  }) as const;
export const dashboardSchema = {
  tags: ["dashboard"],
  summary: "All-time totals and this month's change against last month (percent, null when last month is 0)",
} as const;
