import "../../../elements/index";
import { signedIn } from "../../../src/core/auth/authSlice";
import { noticeStore } from "../../../src/core/notify";
import { shopStore } from "../../../src/core/store";
import { waitFor } from "@testing-library/dom";
import { answer, expect } from "../harness";
import { account, attention, dashboardTotals, salesTrend, topProducts } from "../fixtures";

// Elements render on their own schedule (as on a real page), not inside act().
// In a hook: @testing-library/react switches the flag on before all tests.
before(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

beforeEach(() => {
  answer("GET /dashboard", dashboardTotals({ totalSales: 10, totalCustomers: 2, totalProducts: 3, totalOrders: 4 }));
  answer("GET /dashboard/sales", salesTrend());
  answer("GET /dashboard/attention", attention());
  answer("GET /dashboard/top-products", topProducts());
  answer("GET /user", account({ id: 2, full_name: "Alex Admin", user_type: "ADMIN" }));
});

const LANDMARKS = "main, header, footer, [role=main], [role=banner], [role=contentinfo]";

describe("elements are guests of the host page", () => {
  it("render no <main>, banner or other page-level landmark, whole back-office included", async () => {
    shopStore.dispatch(signedIn({ token: "tok", userStatus: "ADMIN" }));
    const wrapper = document.createElement("main");
    wrapper.innerHTML = `<shop-backoffice path="/overView"></shop-backoffice><shop-overview></shop-overview>`;
    document.body.appendChild(wrapper);
    const backoffice = wrapper.querySelector("shop-backoffice")!;
    const overview = wrapper.querySelector("shop-overview")!;
    await waitFor(() => expect(backoffice.shadowRoot!.textContent).to.contain("Total Orders"));
    await waitFor(() => expect(overview.shadowRoot!.textContent).to.contain("Total Orders"));
    expect(backoffice.shadowRoot!.querySelectorAll(LANDMARKS)).to.have.length(0);
    expect(overview.shadowRoot!.querySelectorAll(LANDMARKS)).to.have.length(0);
    // Its regions carry labels.
    const region = overview.shadowRoot!.querySelector('[role="region"]')!;
    expect(region.getAttribute("aria-label")).to.equal("Overview");
  });

  it('notices="all" sends every notice of the page to that element', async () => {
    shopStore.dispatch(signedIn({ token: "tok", userStatus: "ADMIN" }));
    document.body.innerHTML = `<shop-overview></shop-overview><shop-sign-in notices="all"></shop-sign-in>`;
    const overview = document.querySelector("shop-overview")!;
    const signIn = document.querySelector("shop-sign-in")!;
    await waitFor(() => expect(overview.shadowRoot!.querySelector('[part~="notices"]')).to.exist);
    await waitFor(() => expect(signIn.shadowRoot!.querySelector('[part~="notices"]')).to.exist);
    overview.shadowRoot!.querySelector('[role="region"]')!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    noticeStore.push("success", "Routed to the sign-in element");
    await waitFor(() =>
      expect(signIn.shadowRoot!.querySelector('[part~="notices"]')!.textContent).to.contain(
        "Routed to the sign-in element",
      ),
    );
    expect(overview.shadowRoot!.querySelector('[part~="notices"]')!.textContent).to.not.contain("Routed");
  });
});
