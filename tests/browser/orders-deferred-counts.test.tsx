import { OrdersArea } from "../../src/shell/OrdersArea";
import { orderFixture as order, orderPageOf } from "./fixtures";
import { screen } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, sent, settle, signIn } from "./harness";
import type { OrderCounts } from "../../src/core/types";

// The real server answers a searched page without its counts (they cost far more than the page)
// and GET /admin/orders/counts answers them on their own: the list shows the rows first, says it
// is counting, and shows the counts when they come.
const ORDERS = [
  ...Array.from({ length: 1001 }, (_, index) => order(index + 1, `Aoife Byrne ${index}`, "PENDING")),
  order(2000, "Brian Byrne", "CONFIRMED"),
  order(2001, "Dara Kelly", "CANCELED"),
];

/** As the server pages a search: the rows and whether more follow, no total and no counts. */
function searchedPageOf(all: typeof ORDERS) {
  const full = orderPageOf(all);
  return (request: { query: URLSearchParams }) => {
    const { orders, page, limit, total } = full(request);
    return { orders, page, limit, more: page * limit < (total ?? 0) };
  };
}

const statusButtons = () =>
  Array.from(screen.getByRole("group", { name: "Filter by status" }).querySelectorAll("button")).map(
    (button) => button.textContent,
  );

beforeEach(() => signIn());

describe("orders list: a search's counts come after its page", () => {
  it("shows the rows at once, says it is counting, then shows the capped counts", async () => {
    let giveCounts: (counts: OrderCounts) => void = () => {};
    const counts = new Promise<OrderCounts>((resolve) => (giveCounts = resolve));
    answer("GET /admin/orders", searchedPageOf(ORDERS));
    answer("GET /admin/orders/counts", () => counts);
    render(<OrdersArea initialPath="/orders?search=byrne" />);

    expect(await screen.findByText("Counting orders…")).to.exist;
    expect(screen.getByRole("link", { name: ORDERS[0].order_number })).to.exist;
    expect(statusButtons()).to.deep.equal(["All…", "PENDING…", "CONFIRMED…", "DELIVERED…", "CANCELED…"]);
    expect(sent("GET /admin/orders/counts").map((request) => request.query.get("search"))).to.deep.equal(["byrne"]);

    giveCounts({ statusCounts: { PENDING: 1000, CONFIRMED: 1, DELIVERED: 0, CANCELED: 0 }, statusCountsCapped: true });
    expect(await screen.findByText("1,001+ of 1,001+ orders")).to.exist;
    expect(statusButtons()).to.deep.equal(["All1,001+", "PENDING1,000+", "CONFIRMED1", "DELIVERED0", "CANCELED0"]);
    expect(screen.queryByText("Counting orders…")).to.equal(null);
  });

  it("asks no counts when the page carries them (no search)", async () => {
    answer("GET /admin/orders", orderPageOf(ORDERS));
    answer("GET /admin/orders/counts", () => {
      throw new Error("not asked");
    });
    render(<OrdersArea initialPath="/orders" />);
    expect(await screen.findByText("1003 of 1003 orders")).to.exist;
    expect(sent("GET /admin/orders/counts")).to.have.length(0);
  });

  it("a page past a capped count stays open (1,000+ is a lower bound, not the last page)", async () => {
    const many = Array.from({ length: 1100 }, (_, index) => order(index + 1, `Aoife Byrne ${index}`, "PENDING"));
    answer("GET /admin/orders", searchedPageOf(many));
    answer("GET /admin/orders/counts", {
      statusCounts: { PENDING: 1000, CONFIRMED: 0, DELIVERED: 0, CANCELED: 0 },
      statusCountsCapped: true,
    });
    render(<OrdersArea initialPath="/orders?search=byrne&page=43" />);
    expect(await screen.findByText("1,000+ of 1,000+ orders")).to.exist;
    await settle();
    // Page 43 of a capped count of 1,000 (40 pages at 25) is still the page shown and asked for.
    expect(screen.getByRole("link", { name: many[42 * 25].order_number })).to.exist;
    expect(sent("GET /admin/orders").map((request) => request.query.get("page"))).to.not.include("40");
  });
});
