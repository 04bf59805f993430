import type { User } from "../../src/core/types";
import { BackOffice } from "../../src/shell/BackOffice";
import { account, orderDetail, orderFixture } from "./fixtures";
import { screen } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, signIn, user } from "./harness";

// Issue 31 item 10: Back on an order opened from a customer's profile returns to that profile.

const ORDER = orderFixture(7, "Aoife Byrne", "PENDING");
// A B2C customer with one order, and the order itself.
const ANSWERS: Record<string, unknown> = {
  "GET /user/byid/:id": {
    ...account({ id: 1, full_name: "Aoife Byrne" }),
    ...{ user_type: "USER", bussiness_type: "B2C", vat_number: null, referred_by: null, address: [] },
    ...{ orderCount: 1, totalNetPayable: 107 },
  } satisfies User,
  "GET /user/orders/:id": {
    orderCount: 1,
    totalNetPayable: 107,
    orders: [
      { id: 7, order_number: "ORD-1007", order_status: "PENDING", net_payable: 107, created_at: ORDER.created_at },
    ],
  },
  "GET /admin/order/byid/:id": orderDetail(ORDER),
  "GET /user": account({ id: 2, full_name: "Alex Admin", user_type: "ADMIN" }),
};

beforeEach(() => {
  signIn();
  for (const [route, body] of Object.entries(ANSWERS)) answer(route, body as object);
});

describe("way back from an order", () => {
  it("an order opened from a customer's profile leads back to that customer", async () => {
    render(<BackOffice routing="memory" initialPath="/userProfile/1" />);
    await user.click(await screen.findByRole("link", { name: "ORD-1007" }));
    await screen.findByRole("heading", { name: "Order ORD-1007" });
    const back = screen.getByRole("link", { name: "← Back to the customer" });
    expect(back.getAttribute("href")).to.equal("/userProfile/1");
    await user.click(back);
    await screen.findByRole("heading", { name: "Aoife Byrne" });
  });

  it("an order opened directly still leads back to the orders list", async () => {
    render(<BackOffice routing="memory" initialPath="/view-order/7" />);
    await screen.findByRole("heading", { name: "Order ORD-1007" });
    expect(screen.getByRole("link", { name: "← Back to orders" }).getAttribute("href")).to.equal("/orders");
  });
});
