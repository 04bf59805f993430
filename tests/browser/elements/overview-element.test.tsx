import "../../../elements/index";
import { signedIn } from "../../../src/core/auth/authSlice";
import { shopStore } from "../../../src/core/store";
import { waitFor } from "@testing-library/dom";
import { answer, expect, user } from "../harness";
import { account, attention, dashboardTotals, salesTrend, topProducts } from "../fixtures";

// Elements render on their own schedule (as on a real page), not inside act().
// In a hook: @testing-library/react switches the flag on before all tests.
before(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe("<shop-overview>", () => {
  it("shows the blocks, and its links ask the portal through a cancelable shop-navigate", async () => {
    answer("GET /dashboard", dashboardTotals({ totalSales: 10, totalCustomers: 2, totalProducts: 3, totalOrders: 4 }));
    answer("GET /dashboard/sales", salesTrend("day", { sales: (index) => ({ b2b: index, b2c: 1 }) }));
    answer(
      "GET /dashboard/attention",
      attention({
        pending: { count: 2, oldestAt: "2026-11-01T10:00:00.000Z" },
        lowStock: { count: 1, products: [{ id: 41, product_name: "Mint Breeze 10ml", stock: 2 }] },
      }),
    );
    answer("GET /dashboard/top-products", topProducts([{ id: 7, product_name: "Berry Blast", revenue: 50, units: 5 }]));
    answer("GET /user", account({ id: 2, full_name: "Alex Admin", user_type: "ADMIN" }));
    shopStore.dispatch(signedIn({ token: "tok", userStatus: "ADMIN" }));
    document.body.innerHTML = `<shop-overview></shop-overview>`;
    const overview = document.querySelector("shop-overview")!;
    const navigations: string[] = [];
    // This portal opens its own pages: it cancels, and the element stays.
    overview.addEventListener("shop-navigate", (event) => {
      const { path, area } = (event as CustomEvent<{ path: string; area: string }>).detail;
      navigations.push(`${area} ${path}`);
      event.preventDefault();
    });
    const link = (text: string) =>
      Array.from(overview.shadowRoot?.querySelectorAll("a") ?? []).find(
        (anchor) => anchor.textContent === text || anchor.getAttribute("aria-label") === text,
      );
    await waitFor(() => expect(link("View pending orders")).to.exist);
    await waitFor(() => expect(overview.shadowRoot!.querySelectorAll('rect[role="img"]')).to.have.length(30));
    navigations.length = 0;

    await user.click(link("View pending orders")!);
    await waitFor(() => expect(navigations).to.deep.equal(["orders /orders?status=PENDING"]));
    await user.click(link("Edit Mint Breeze 10ml")!);
    await waitFor(() =>
      expect(navigations).to.deep.equal(["orders /orders?status=PENDING", "catalog /add-all-product?id=41"]),
    );
    // The element stays on its overview: the portal decides where the operator goes.
    expect(overview.shadowRoot!.textContent).to.contain("Orders waiting");
    expect(overview.shadowRoot!.textContent).to.not.contain("not found");
  });
});
