import { act } from "react";
import { Overview } from "../../src/shell/StandaloneViews";
import { screen, waitFor, within } from "@testing-library/dom";
import { answer, expect, ok, refused, renderLoaded, sent, signIn, user } from "./harness";
import { attention, dashboardTotals, salesTrend, topProducts } from "./fixtures";

// The overview's blocks below the totals: sales trend, orders waiting, top products, low stock.
const totals = dashboardTotals({ totalSales: 1234.5, totalCustomers: 81, totalProducts: 240, totalOrders: 320 });
const HOUR = 3_600_000;
const trend = salesTrend("day", {
  from: "2026-10-25",
  sales: (index) => ({ b2b: index % 3 === 0 ? 100 : 0, b2c: 10 * (index + 1) }),
});
const waiting = attention({
  pending: { count: 3, oldestAt: new Date(Date.now() - 50 * HOUR).toISOString() },
  confirmed: { count: 1, oldestAt: new Date(Date.now() - 5 * HOUR).toISOString() },
  lowStock: { count: 12, products: [{ id: 41, product_name: "Mint Breeze 10ml", stock: 2 }] },
});
const best = topProducts(
  [{ id: 7, product_name: "Berry Blast", revenue: 980.5, units: 12 }],
  [{ id: 9, product_name: "Cool Mint", revenue: 120, units: 40 }],
);

function answerAll() {
  answer("GET /dashboard", totals);
  answer("GET /dashboard/sales", trend);
  answer("GET /dashboard/attention", waiting);
  answer("GET /dashboard/top-products", best);
}

/** The block under this heading (its section). */
const block = (title: string) => screen.getByRole("heading", { name: title }).closest("section")!;
const points = () => screen.queryAllByRole("img").filter((element) => element.tagName === "rect");

beforeEach(() => {
  signIn();
  answerAll();
});

describe("overview blocks", () => {
  it("each block shows its skeleton in its final shape, then its data", async () => {
    const held: ((response: Response) => void)[] = [];
    const hold = (body: unknown) => () => new Promise<Response>((resolve) => held.push(() => resolve(ok(body))));
    answer("GET /dashboard/sales", hold(trend));
    answer("GET /dashboard/attention", hold(waiting));
    answer("GET /dashboard/top-products", hold(best));
    await renderLoaded(<Overview />);
    await screen.findByText("€1,234.50");
    for (const title of ["Net sales", "Orders waiting", "Top products, last 30 days", "Low stock"])
      expect(block(title).querySelector('[role="status"][aria-busy="true"]'), title).to.exist;
    const salesHeight = block("Net sales").getBoundingClientRect().height;
    await waitFor(() => expect(held).to.have.length(3));
    await act(async () => held.forEach((release) => release(new Response())));
    await waitFor(() => expect(points()).to.have.length(30));
    // No layout shift: the chart's box had its final height while loading.
    expect(Math.abs(block("Net sales").getBoundingClientRect().height - salesHeight)).to.be.lessThan(2);

    expect(block("Net sales").textContent).to.contain("Europe/Paris");
    // The table screen readers get: one row per day with both series and the total.
    const rows = block("Net sales").querySelectorAll("tbody tr");
    expect(rows).to.have.length(30);
    expect(rows[0].textContent).to.equal("Sun 25 Oct 2026€100.00€10.00€110.00");

    // Each block renders when its own answer arrives, not with the chart's.
    await waitFor(() => expect(block("Orders waiting").textContent).to.contain("3 pending orders"));
    const orders = block("Orders waiting");
    expect(orders.textContent).to.contain("oldest 2 days ago");
    expect(orders.textContent).to.contain("1 confirmed order not delivered");
    expect(orders.textContent).to.contain("oldest 5 hours ago");
    expect(screen.getByRole("link", { name: "View pending orders" }).getAttribute("href")).to.equal(
      "/orders?status=PENDING",
    );
    expect(screen.getByRole("link", { name: "View confirmed orders" }).getAttribute("href")).to.equal(
      "/orders?status=CONFIRMED",
    );

    await waitFor(() => expect(block("Top products, last 30 days").textContent).to.contain("€980.50"));
    const top = block("Top products, last 30 days");
    expect(top.textContent).to.contain("40 sold");
    expect(screen.getByRole("link", { name: "Edit Berry Blast" }).getAttribute("href")).to.equal(
      "/add-all-product?id=7",
    );
    expect(screen.getByRole("link", { name: "Edit Cool Mint" }).getAttribute("href")).to.equal("/add-all-product?id=9");

    await waitFor(() =>
      expect(block("Low stock").textContent).to.contain("12 published products have 5 or fewer in stock."),
    );
    const low = block("Low stock");
    expect(low.textContent).to.contain("2 in stock");
    expect(low.textContent).to.contain("11 more not shown");
    expect(screen.getByRole("link", { name: "Edit Mint Breeze 10ml" }).getAttribute("href")).to.equal(
      "/add-all-product?id=41",
    );
  });

  it("a new shop: each block says so in a sentence, and the chart draws no empty axes", async () => {
    answer("GET /dashboard/sales", salesTrend());
    answer("GET /dashboard/attention", attention());
    answer("GET /dashboard/top-products", topProducts());
    await renderLoaded(<Overview />);
    await screen.findByText("No sales in the last 30 days.");
    expect(block("Net sales").querySelector("svg")).to.equal(null);
    expect(block("Net sales").textContent).to.contain("Europe/Paris");
    await screen.findByText("No order is waiting: every order is delivered or canceled.");
    expect(screen.getByText("No published product has 5 or fewer in stock.")).to.exist;
    // Top products come from their own call, which may answer after the orders waiting.
    await screen.findByText("No product sold in the last 30 days.");
  });

  it("a failed block shows its error with Retry; the other blocks keep working", async () => {
    let salesCalls = 0;
    answer("GET /dashboard/sales", () => (++salesCalls === 1 ? refused("Database unavailable", 500) : trend));
    answer("GET /dashboard/attention", refused("Too slow", 503));
    await renderLoaded(<Overview />);
    await screen.findByText("Could not load the sales trend");
    expect(block("Net sales").textContent).to.contain("Database unavailable");
    await screen.findByText("Could not load the orders waiting");
    expect(screen.getByText("Could not load the low stock")).to.exist;
    // The others are there, with their data.
    await screen.findByRole("link", { name: "Edit Berry Blast" });
    expect(screen.getByText("€1,234.50")).to.exist;

    await user.click(within(block("Net sales") as HTMLElement).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(points()).to.have.length(30));
    expect(screen.queryByText("Could not load the sales trend")).to.equal(null);
    // Only the trend was asked again; the orders waiting still show their error.
    expect(sent("GET /dashboard/sales")).to.have.length(2);
    expect(screen.getByText("Could not load the orders waiting")).to.exist;
    answer("GET /dashboard/attention", waiting);
    await user.click(within(block("Orders waiting") as HTMLElement).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(block("Orders waiting").textContent).to.contain("3 pending orders"));
    expect(block("Low stock").textContent).to.contain("2 in stock");
  });

  it("the chart's points: one tab stop, arrow keys move across them, focus and hover show a tooltip", async () => {
    await renderLoaded(<Overview />);
    await waitFor(() => expect(points()).to.have.length(30));
    const all = points();
    // Today (the last point) is the one tab stop.
    expect(all.filter((point) => point.getAttribute("tabindex") === "0")).to.deep.equal([all[29]]);
    expect(all[29].getAttribute("aria-label")).to.equal("Mon 23 Nov 2026: B2B €0.00, B2C €300.00, total €300.00");
    await act(async () => all[29].focus());
    const tooltip = () => document.querySelector('[data-testid="sales-tooltip"]')?.textContent ?? null;
    expect(tooltip()).to.contain("Mon 23 Nov 2026");
    expect(tooltip()).to.contain("€300.00");

    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).to.equal(all[28]);
    expect(tooltip()).to.contain("Sun 22 Nov 2026");
    expect(tooltip()).to.contain("€290.00");
    expect(all[28].getAttribute("tabindex")).to.equal("0");
    expect(all[29].getAttribute("tabindex")).to.equal("-1");
    await user.keyboard("{Home}");
    expect(document.activeElement).to.equal(all[0]);
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).to.equal(all[0]);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).to.equal(all[1]);
    await user.keyboard("{End}");
    expect(document.activeElement).to.equal(all[29]);

    await act(async () => all[29].blur());
    expect(tooltip()).to.equal(null);
    await act(async () => {
      all[3].dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    });
    expect(tooltip()).to.contain("Wed 28 Oct 2026");
  });

  it("switches to 12 weeks and 12 months, asking the server for each", async () => {
    answer("GET /dashboard/sales", (request) =>
      salesTrend(request.query.get("granularity") as "day" | "week" | "month", {
        from: request.query.get("granularity") === "month" ? "2025-12-01" : "2026-09-07",
        sales: () => ({ b2b: 5, b2c: 5 }),
      }),
    );
    await renderLoaded(<Overview />);
    await waitFor(() => expect(points()).to.have.length(30));
    await user.click(screen.getByRole("button", { name: "Months" }));
    expect(screen.getByRole("button", { name: "Months" }).getAttribute("aria-pressed")).to.equal("true");
    await waitFor(() => expect(points()).to.have.length(12));
    expect(points()[0].getAttribute("aria-label")).to.equal("December 2025: B2B €5.00, B2C €5.00, total €10.00");
    expect(block("Net sales").textContent).to.contain("Months follow the shop's time zone, Europe/Paris.");
    await user.click(screen.getByRole("button", { name: "Weeks" }));
    await waitFor(() => expect(points()[0]?.getAttribute("aria-label")).to.contain("Week of 7 Sept 2026"));
    expect(sent("GET /dashboard/sales").map((request) => request.query.get("granularity"))).to.include.members([
      "day",
      "month",
      "week",
    ]);
  });
});
