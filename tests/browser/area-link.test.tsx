import type { ReactNode } from "react";
import { HostEventProvider, type HostEventEmitter, type HostEventOptions } from "../../src/core/hostEvents";
import type { User } from "../../src/core/types";
import { BackOffice } from "../../src/shell/BackOffice";
import { CustomersArea } from "../../src/shell/StandaloneViews";
import { account, orderDetail, orderFixture } from "./fixtures";
import { screen } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, quiet, signIn, user } from "./harness";

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

const recentOrderLink = () => screen.getByRole("link", { name: "ORD-1007" });
const findRecentOrderLink = () => screen.findByRole("link", { name: "ORD-1007" });

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
    render(<BackOffice routing="memory" initialPath="/userProfile/1" />);
    await findRecentOrderLink();
    expect(recentOrderLink().getAttribute("href")).to.equal("/view-order/7");
    await user.click(recentOrderLink());
    await screen.findByRole("heading", { name: "Order ORD-1007" });
  });

  it("in an element, fires a cancelable shop-navigate with the path and the area; canceled, the element stays", async () => {
    const heard: Heard[] = [];
    render(inElement(heard, () => true));
    await findRecentOrderLink();
    await user.click(recentOrderLink());
    expect(heard).to.deep.equal([
      { name: "shop-navigate", detail: { path: "/view-order/7", area: "orders" }, options: { cancelable: true } },
    ]);
    await quiet();
    recentOrderLink();
    expect(screen.queryAllByText("Order ORD-1007")).to.have.length(0);
  });

  it("in an element, not canceled, opens the order inside with a way back to the customer", async () => {
    const heard: Heard[] = [];
    render(inElement(heard, () => false));
    await findRecentOrderLink();
    await user.click(recentOrderLink());
    await screen.findByRole("heading", { name: "Order ORD-1007" });
    expect(screen.queryAllByText(/not found/i)).to.have.length(0);
    // One announcement for the one screen change (the link's; the router does not repeat it).
    expect(heard.filter((event) => event.name === "shop-navigate")).to.have.length(1);

    await user.click(screen.getByRole("button", { name: "← Back" }));
    await findRecentOrderLink();
    expect(screen.queryAllByText("Order ORD-1007")).to.have.length(0);
  });

  it("in an element, Page not found's Go to the overview asks the portal too", async () => {
    const heard: Heard[] = [];
    render(
      <HostEventProvider
        value={(name, detail, options) => {
          heard.push({ name, detail, options });
          return false;
        }}
      >
        <CustomersArea initialPath="/no-such-screen" />
      </HostEventProvider>,
    );
    await user.click(await screen.findByRole("link", { name: "Go to the overview" }));
    expect(heard).to.deep.equal([
      { name: "shop-navigate", detail: { path: "/overView", area: "overview" }, options: { cancelable: true } },
    ]);
    screen.getByRole("link", { name: "Go to the overview" });
  });
});
