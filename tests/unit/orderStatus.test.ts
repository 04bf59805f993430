import { describe, expect, test } from "vitest";
import type { OrderStatus } from "../../src/core/types";
import { actionsFor, isOrderStatus, nextStatus, ORDER_STATUSES } from "../../src/features/orders/orderStatus";

describe("order status transitions (spec 4, mended: never Confirm a canceled order)", () => {
  test("each status offers exactly its valid actions", () => {
    expect(actionsFor("PENDING")).toEqual(["confirm", "cancel"]);
    expect(actionsFor("CONFIRMED")).toEqual(["deliver"]);
    expect(actionsFor("DELIVERED")).toEqual([]);
    expect(actionsFor("CANCELED")).toEqual([]);
  });

  test("the allowed transitions lead where the spec says", () => {
    expect(nextStatus("PENDING", "confirm")).toBe("CONFIRMED");
    expect(nextStatus("CONFIRMED", "deliver")).toBe("DELIVERED");
    expect(nextStatus("PENDING", "cancel")).toBe("CANCELED");
  });

  test("every other combination is refused", () => {
    const allowed = new Set(["PENDING:confirm", "CONFIRMED:deliver", "PENDING:cancel"]);
    const refused = ORDER_STATUSES.flatMap((status) =>
      (["confirm", "deliver", "cancel"] as const).map((action) => [status, action] as const),
    ).filter(([status, action]) => !allowed.has(`${status}:${action}`));
    expect(refused).toHaveLength(9);
    for (const [status, action] of refused) expect(nextStatus(status, action), `${status} → ${action}`).toBeNull();
    expect(nextStatus("CANCELED", "confirm")).toBeNull();
    expect(nextStatus("CONFIRMED", "cancel")).toBeNull();
    expect(nextStatus("DELIVERED", "cancel")).toBeNull();
  });

  test("an action offered is always one that nextStatus accepts", () => {
    for (const status of ORDER_STATUSES) {
      for (const action of actionsFor(status)) expect(nextStatus(status, action)).not.toBeNull();
    }
  });

  test("isOrderStatus accepts the four statuses only", () => {
    for (const status of ORDER_STATUSES) expect(isOrderStatus(status)).toBe(true);
    for (const other of ["pending", "ALL", "", null, undefined])
      expect(isOrderStatus(other as OrderStatus)).toBe(false);
  });
});
