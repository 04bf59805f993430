import { OrdersArea } from "../../src/shell/OrdersArea";
import { orderFixture as order, orderPageOf } from "./fixtures";
import { screen } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, signIn } from "./harness";

// 1,001 pending orders of customers named Byrne and one confirmed: a search for "byrne" is
// counted by the server up to 1,000 per status (statusCountsCapped), as the fake server does.
const ORDERS = [
  ...Array.from({ length: 1001 }, (_, index) => order(index + 1, `Aoife Byrne ${index}`, "PENDING")),
  order(2000, "Brian Byrne", "CONFIRMED"),
  order(2001, "Dara Kelly", "CANCELED"),
];

const statusButtons = () =>
  Array.from(screen.getByRole("group", { name: "Filter by status" }).querySelectorAll("button")).map(
    (button) => button.textContent,
  );

beforeEach(() => signIn());

describe("orders list: counts the server capped", () => {
  it('shows a capped count as "1,000+" on its status and on All, and in the summary', async () => {
    answer("GET /admin/orders", orderPageOf(ORDERS));
    render(<OrdersArea initialPath="/orders?search=byrne" />);
    await screen.findByText("1,001+ of 1,001+ orders");
    expect(statusButtons()).to.deep.equal(["All1,001+", "PENDING1,000+", "CONFIRMED1", "DELIVERED0", "CANCELED0"]);
  });

  it("shows exact counts as they are when nothing was capped", async () => {
    answer("GET /admin/orders", orderPageOf(ORDERS));
    render(<OrdersArea initialPath="/orders?search=brian" />);
    await screen.findByText("1 of 1 orders");
    expect(statusButtons()).to.deep.equal(["All1", "PENDING0", "CONFIRMED1", "DELIVERED0", "CANCELED0"]);
  });
});
