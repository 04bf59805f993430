import "../../elements/index";
import { shopApi } from "../../src/core/api/shopApi";
import { signedIn, signedOut } from "../../src/core/auth/authSlice";
import { setConfig } from "../../src/core/config";
import { shopStore } from "../../src/core/store";
import { expect, getByRole, json, queryAllByRole, stubFetch, waitFor } from "./harness";

// Elements render on their own schedule (as on a real page), not inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let restoreFetch: () => void = () => {};

const ORDER = {
  id: 41,
  order_number: "ORD-100041",
  order_status: "PENDING",
  net_payable: 59.9,
  subtotal: 55,
  total_discount: 0,
  total_price: 55,
  shipping_charges: 4.9,
  transaction_id: "TX-41",
  created_at: "2026-11-02T10:00:00.000Z",
  user: {
    id: 3,
    full_name: "Aoife Byrne",
    email: "aoife@example.test",
    contact_number: null,
    dob: null,
    bussiness_type: "B2C",
    country_name: "Ireland",
  },
  shippingService: { title: "Express" },
  shippingAddress: { street: "1 Quay St", city: "Galway", country: "Ireland" },
};

beforeEach(() => {
  setConfig({ apiBase: "/api" });
  localStorage.clear();
  shopStore.dispatch(signedOut());
  shopStore.dispatch(shopApi.util.resetApiState());
});

afterEach(() => {
  restoreFetch();
  document.body.innerHTML = "";
  shopStore.dispatch(signedOut());
});

describe("<shop-orders>", () => {
  it("asks for sign-in first, then shows the orders with the compact Orders / Transactions navigation", async () => {
    restoreFetch = stubFetch(() => json({ success: true, message: "ok", body: [ORDER] }));
    document.body.innerHTML = `<shop-orders api-base="/api"></shop-orders>`;
    const element = document.querySelector("shop-orders")!;
    await waitFor(() => expect(getByRole("button", "LOGIN", element.shadowRoot!)).to.exist);
    shopStore.dispatch(signedIn({ token: "t", userStatus: "ADMIN" }));
    await waitFor(() => expect(getByRole("button", "Actions for order ORD-100041", element.shadowRoot!)).to.exist);
    const links = queryAllByRole("link", undefined, getByRole("navigation", "Orders navigation", element.shadowRoot!));
    expect(links.map((link) => link.textContent)).to.deep.equal(["Orders", "Transactions"]);
  });

  it("fires shop-order-status-changed from the element (bubbling, composed) after a confirmed change", async () => {
    shopStore.dispatch(signedIn({ token: "t", userStatus: "ADMIN" }));
    restoreFetch = stubFetch((url, init) =>
      json({
        success: true,
        message: "ok",
        body: init?.method === "PUT" ? { id: 41, order_status: "CONFIRMED" } : [ORDER],
      }),
    );
    const heard: { detail: unknown; bubbles: boolean; composed: boolean; target: EventTarget | null }[] = [];
    const listener = (event: Event) => {
      const { detail, bubbles, composed, target } = event as CustomEvent;
      heard.push({ detail, bubbles, composed, target });
    };
    document.addEventListener("shop-order-status-changed", listener);
    try {
      document.body.innerHTML = `<shop-orders api-base="/api" path="/orders"></shop-orders>`;
      const element = document.querySelector("shop-orders")!;
      const root = element.shadowRoot!;
      await waitFor(() => expect(getByRole("button", "Actions for order ORD-100041", root)).to.exist);
      getByRole("button", "Actions for order ORD-100041", root).click();
      await waitFor(() => expect(getByRole("menuitem", "Confirm", root)).to.exist);
      getByRole("menuitem", "Confirm", root).click();
      await waitFor(() => expect(getByRole("button", "Confirm order", root)).to.exist);
      getByRole("button", "Confirm order", root).click();
      await waitFor(() => expect(heard).to.have.length(1));
      expect(heard[0]).to.deep.equal({
        detail: { id: 41, status: "CONFIRMED" },
        bubbles: true,
        composed: true,
        target: element,
      });
      await waitFor(() => expect(root.querySelector("tbody [data-status]")!.textContent).to.equal("CONFIRMED"));
    } finally {
      document.removeEventListener("shop-order-status-changed", listener);
    }
  });
});
