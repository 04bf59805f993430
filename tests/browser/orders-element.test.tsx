import "../../elements/index";
import { waitFor, within } from "@testing-library/dom";
import { expect, answer, signIn, shadowScreen, user } from "./harness";
import { orderDetail, orderFixture, orderPageOf, orderStatusChange } from "./fixtures";

// Elements render on their own schedule (as on a real page), not inside act().
// In a hook: @testing-library/react switches the flag on before all tests.
before(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const ORDER = { ...orderFixture(41, "Aoife Byrne", "PENDING"), order_number: "ORD-100041" };

describe("<shop-orders>", () => {
  it("asks for sign-in first, then shows the orders with the compact Orders / Transactions navigation", async () => {
    answer("GET /admin/orders", orderPageOf([ORDER]));
    document.body.innerHTML = `<shop-orders api-base="/api"></shop-orders>`;
    const element = document.querySelector("shop-orders")!;
    await shadowScreen(element.shadowRoot).findByRole("button", { name: "LOGIN" });
    signIn();
    await shadowScreen(element.shadowRoot).findByRole("button", { name: "Actions for order ORD-100041" });
    const links = within(shadowScreen(element).getByRole("navigation", { name: "Orders navigation" })).getAllByRole(
      "link",
    );
    expect(links.map((link) => link.textContent)).to.deep.equal(["Orders", "Transactions"]);
  });

  it("fires shop-order-status-changed from the element (bubbling, composed) after a confirmed change", async () => {
    signIn();
    answer("GET /admin/orders", orderPageOf([ORDER]));
    answer("GET /admin/order/byid/:id", orderDetail(ORDER));
    answer("PUT /admin/order/confirm/:id", orderStatusChange(41, "CONFIRMED"));
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
      await shadowScreen(root).findByRole("button", { name: "Actions for order ORD-100041" });
      await user.click(shadowScreen(root).getByRole("button", { name: "Actions for order ORD-100041" }));
      await shadowScreen(root).findByRole("menuitem", { name: "Confirm" });
      await user.click(shadowScreen(root).getByRole("menuitem", { name: "Confirm" }));
      await shadowScreen(root).findByRole("button", { name: "Confirm order" });
      await user.click(shadowScreen(root).getByRole("button", { name: "Confirm order" }));
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

  it("fires shop-order-status-changed once per order a bulk confirmation changed (not for the refused one)", async () => {
    signIn();
    const orders = [41, 42, 43].map((id) => ({
      ...orderFixture(id, `Customer ${id}`, "PENDING"),
      order_number: `ORD-1000${id}`,
    }));
    answer("GET /admin/orders", orderPageOf(orders));
    const outcome = {
      success: true,
      message: "2 orders confirmed, 1 refused",
      data: { total: 3, changed: [41, 43], refused: [{ id: 42, label: "ORD-100042", reason: "Already confirmed" }] },
    };
    answer(
      "POST /admin/orders/status",
      () =>
        new Response(`${JSON.stringify(outcome)}\n`, {
          headers: { "content-type": "application/x-ndjson" },
        }),
    );
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener("shop-order-status-changed", listener);
    try {
      document.body.innerHTML = `<shop-orders api-base="/api" path="/orders"></shop-orders>`;
      const root = document.querySelector("shop-orders")!.shadowRoot!;
      const list = shadowScreen(root);
      await list.findByRole("checkbox", { name: "Select ORD-100041" });
      for (const id of [41, 42, 43]) await user.click(list.getByRole("checkbox", { name: `Select ORD-1000${id}` }));
      await user.click(
        within(list.getByRole("group", { name: "Actions on the selection" })).getByRole("button", { name: "Confirm" }),
      );
      await user.click(within(await list.findByRole("alertdialog")).getByRole("button", { name: "Confirm orders" }));
      await waitFor(() => expect(heard).to.have.length(2));
      expect(heard).to.deep.equal([
        { id: 41, status: "CONFIRMED" },
        { id: 43, status: "CONFIRMED" },
      ]);
    } finally {
      document.removeEventListener("shop-order-status-changed", listener);
    }
  });
});
