import type { ReactNode } from "react";
import { HostEventProvider, type HostEventEmitter, type HostEventOptions } from "../../src/core/hostEvents";
import type { User } from "../../src/core/types";
import { BackOffice } from "../../src/shell/BackOffice";
import { CustomersArea } from "../../src/shell/StandaloneViews";
import { account, orderDetail, orderFixture } from "./fixtures";
import { answer, click, expect, getByRole, queryByText, render, signIn, waitFor } from "./harness";

/**
 * AreaLink (src/ui/AreaLink.tsx): a customer's recent order is a screen of the orders area. The
 * whole back-office simply goes there; an area element asks its portal first.
 */
const CUSTOMER: User = {
  ...account({ id: 1, full_name: "Aoife Byrne" }),
  user_type: "USER",
  bussiness_type: "B2C",
  vat_number: null,
  orderCount: 1,
  totalNetPayable: 107,
  referred_by: null,
  address: [],
};
const ORDER = orderFixture(7, "Aoife Byrne", "PENDING");

interface Heard {
  name: string;
  detail: unknown;
  options?: HostEventOptions;
}

/** The customers area as an element shows it, with a portal that hears its events and may cancel. */
function inElement(heard: Heard[], portalCancels: () => boolean): ReactNode {
  const emit: HostEventEmitter = (name, detail, options) => {
    heard.push({ name, detail, options });
    return options?.cancelable && portalCancels() ? false : true;
  };
  return (
    <HostEventProvider value={emit}>
      <CustomersArea initialPath="/userProfile/1" />
    </HostEventProvider>
  );
}

const recentOrderLink = () => getByRole("link", "ORD-1007");

beforeEach(() => {
  signIn();
  answer("GET /user/byid/:id", CUSTOMER);
  answer("GET /user/orders/:id", {
    orders: [
      { id: 7, order_number: "ORD-1007", order_status: "PENDING", net_payable: 107, created_at: ORDER.created_at },
    ],
    orderCount: 1,
    totalNetPayable: 107,
  });
  answer("GET /admin/order/byid/:id", orderDetail(ORDER));
  answer("GET /user", account({ id: 2, full_name: "Alex Admin", user_type: "ADMIN" }));
});

describe("AreaLink", () => {
  it("in the whole back-office, a recent order opens the order screen", async () => {
    await render(<BackOffice routing="memory" initialPath="/userProfile/1" />);
    await waitFor(() => expect(recentOrderLink()).to.exist);
    expect(recentOrderLink().getAttribute("href")).to.equal("/view-order/7");
    await click(recentOrderLink());
    await waitFor(() => expect(getByRole("heading", "Order ORD-1007")).to.exist);
  });

  it("in an element, fires a cancelable shop-navigate with the path and the area; canceled, the element stays", async () => {
    const heard: Heard[] = [];
    await render(inElement(heard, () => true));
    await waitFor(() => expect(recentOrderLink()).to.exist);
    await click(recentOrderLink());
    expect(heard).to.deep.equal([
      { name: "shop-navigate", detail: { path: "/view-order/7", area: "orders" }, options: { cancelable: true } },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(recentOrderLink()).to.exist;
    expect(queryByText("Order ORD-1007")).to.equal(null);
  });

  it("in an element, not canceled, opens the order inside with a way back to the customer", async () => {
    const heard: Heard[] = [];
    await render(inElement(heard, () => false));
    await waitFor(() => expect(recentOrderLink()).to.exist);
    await click(recentOrderLink());
    await waitFor(() => expect(getByRole("heading", "Order ORD-1007")).to.exist);
    expect(queryByText(/not found/i)).to.equal(null);
    // One announcement for the one screen change (the link's; the router does not repeat it).
    expect(heard.filter((event) => event.name === "shop-navigate")).to.have.length(1);

    await click(getByRole("button", "← Back"));
    await waitFor(() => expect(recentOrderLink()).to.exist);
    expect(queryByText("Order ORD-1007")).to.equal(null);
  });

  it("in an element, Page not found's Go to the overview asks the portal too", async () => {
    const heard: Heard[] = [];
    await render(
      <HostEventProvider
        value={(name, detail, options) => {
          heard.push({ name, detail, options });
          return false;
        }}
      >
        <CustomersArea initialPath="/no-such-screen" />
      </HostEventProvider>,
    );
    await waitFor(() => expect(getByRole("link", "Go to the overview")).to.exist);
    await click(getByRole("link", "Go to the overview"));
    expect(heard).to.deep.equal([
      { name: "shop-navigate", detail: { path: "/overView", area: "overview" }, options: { cancelable: true } },
    ]);
    expect(getByRole("link", "Go to the overview")).to.exist;
  });
});
