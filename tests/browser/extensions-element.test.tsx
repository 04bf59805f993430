import "../../elements/index";
import type { Order } from "../../src/core/types";
import { waitFor } from "@testing-library/dom";
import { answer, expect, sent, signIn, shadowScreen, user } from "./harness";
import { orderDetail, orderFixture, orderPageOf, orderStatusChange, product } from "./fixtures";

// Elements render on their own schedule (as on a real page), not inside act().
// In a hook: @testing-library/react switches the flag on before all tests.
before(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const ORDERS = [orderFixture(1, "Aoife Byrne", "PENDING"), orderFixture(2, "Brian Walsh", "CONFIRMED")];

const headersOf = (root: ShadowRoot) => Array.from(root.querySelectorAll("thead th")).map((cell) => cell.textContent);

function answerOrders() {
  answer("GET /admin/orders", orderPageOf(ORDERS));
  answer("GET /admin/order/byid/:id", (request) => orderDetail(ORDERS[Number(request.params.id) - 1]));
}

beforeEach(() => signIn());

describe("extension points (elements)", () => {
  it("each <shop-orders> shows only the columns and row actions of its own extensions property", async () => {
    answerOrders();
    const picked: string[] = [];
    document.body.innerHTML = `<shop-orders id="north" path="/orders"></shop-orders><shop-orders id="south" path="/orders"></shop-orders>`;
    const [north, south] = Array.from(document.querySelectorAll("shop-orders"));
    north.extensions = [
      {
        area: "orders",
        column: { id: "region", header: "North desk", cell: (order: Order) => `N-${order.id}` },
        rowAction: { id: "n", label: "Send north", onSelect: (order: Order) => picked.push(`north ${order.id}`) },
      },
    ];
    south.extensions = [
      {
        area: "orders",
        // A host without React hands a DOM node over.
        column: {
          id: "region",
          header: "South desk",
          cell: (order: Order) => Object.assign(document.createElement("em"), { textContent: `S-${order.id}` }),
        },
      },
    ];
    const [northRoot, southRoot] = [north.shadowRoot!, south.shadowRoot!];
    await waitFor(() => expect(northRoot.querySelector("tbody tr td")).to.exist);
    await waitFor(() => expect(southRoot.querySelector("em")?.textContent).to.equal("S-1"));
    expect(headersOf(northRoot)).to.include("North desk").and.not.include("South desk");
    expect(headersOf(southRoot)).to.include("South desk").and.not.include("North desk");
    expect(Array.from(northRoot.querySelectorAll("tbody tr")).map((row) => row.textContent)).to.satisfy(
      (texts: string[]) => texts[1].includes("N-2") && !texts[1].includes("S-2"),
    );
    // Never an attribute.
    expect(north.hasAttribute("extensions")).to.equal(false);
    expect(north.outerHTML).to.not.contain("desk");

    await user.click(shadowScreen(northRoot).getByRole("button", { name: "Actions for order ORD-1002" }));
    await shadowScreen(northRoot).findByRole("menuitem", { name: "Send north" });
    await user.click(shadowScreen(northRoot).getByRole("menuitem", { name: "Send north" }));
    expect(picked).to.deep.equal(["north 2"]);
    await user.click(shadowScreen(southRoot).getByRole("button", { name: "Actions for order ORD-1002" }));
    await waitFor(() => expect(shadowScreen(southRoot).queryAllByRole("menuitem").length).to.be.greaterThan(0));
    expect(shadowScreen(southRoot).queryAllByRole("menuitem", { name: "Send north" })).to.have.length(0);

    // Taken away: the column goes.
    north.extensions = null;
    await waitFor(() => expect(headersOf(northRoot)).to.not.include("North desk"));
  });

  it("<shop-catalog> takes products extensions through the same property", async () => {
    answer("GET /brand/get", []);
    answer("GET /category/get", []);
    answer("GET /products", { products: [product({ id: 5, product_name: "Mint Pod" })], totalProducts: 1 });
    document.body.innerHTML = `<shop-catalog path="/all-products"></shop-catalog>`;
    const catalog = document.querySelector("shop-catalog")!;
    catalog.extensions = [{ area: "products", column: { id: "sku", header: "SKU", cell: (row) => `SKU-${row.id}` } }];
    const root = catalog.shadowRoot!;
    await waitFor(() => expect(root.querySelector("tbody")?.textContent).to.contain("SKU-5"));
    expect(headersOf(root)).to.include("SKU");
  });

  it("the order-detail-aside slot shows the page's panel on the order detail, with the order's id, also after moving to another order", async () => {
    answerOrders();
    const opened: unknown[] = [];
    document.addEventListener("shop-order-detail-open", (event) => opened.push((event as CustomEvent).detail));
    document.body.innerHTML = `<shop-orders path="/view-order/1"><div slot="order-detail-aside" id="panel">CRM notes</div></shop-orders>`;
    const element = document.querySelector("shop-orders")!;
    const root = element.shadowRoot!;
    const panel = document.getElementById("panel")!;
    await waitFor(() => expect(panel.getAttribute("data-order-id")).to.equal("1"));
    const slot = root.querySelector<HTMLSlotElement>('slot[name="order-detail-aside"]')!;
    expect(slot.assignedElements()).to.deep.equal([panel]);
    expect(panel.checkVisibility()).to.equal(true);
    expect(opened).to.deep.equal([{ id: 1 }]);

    await user.click(shadowScreen(root).getByRole("link", { name: "← Back to orders" }));
    await shadowScreen(root).findByRole("link", { name: "ORD-1002" });
    // The list has no slot: the panel is not shown there.
    expect(panel.checkVisibility()).to.equal(false);
    await user.click(shadowScreen(root).getByRole("link", { name: "ORD-1002" }));
    await waitFor(() => expect(panel.getAttribute("data-order-id")).to.equal("2"));
    expect(panel.checkVisibility()).to.equal(true);
    expect(opened).to.deep.equal([{ id: 1 }, { id: 2 }]);
  });

  it("shop-before-order-status-change: preventDefault() sends nothing and leaves the status; without it the change is sent", async () => {
    answerOrders();
    answer("PUT /admin/order/confirm/:id", orderStatusChange(1, "CONFIRMED"));
    const heard: { detail: unknown; cancelable: boolean; composed: boolean }[] = [];
    let veto = true;
    const listener = (event: Event) => {
      heard.push({
        detail: (event as CustomEvent).detail,
        cancelable: event.cancelable,
        composed: event.composed,
      });
      if (veto) event.preventDefault();
    };
    document.addEventListener("shop-before-order-status-change", listener);
    try {
      document.body.innerHTML = `<shop-orders path="/orders"></shop-orders>`;
      const root = document.querySelector("shop-orders")!.shadowRoot!;
      const confirmFirst = async () => {
        await shadowScreen(root).findByRole("button", { name: "Actions for order ORD-1001" });
        await user.click(shadowScreen(root).getByRole("button", { name: "Actions for order ORD-1001" }));
        await shadowScreen(root).findByRole("menuitem", { name: "Confirm" });
        await user.click(shadowScreen(root).getByRole("menuitem", { name: "Confirm" }));
        await shadowScreen(root).findByRole("button", { name: "Confirm order" });
        await user.click(shadowScreen(root).getByRole("button", { name: "Confirm order" }));
      };
      await confirmFirst();
      await waitFor(() => expect(shadowScreen(root).queryAllByRole("alertdialog")).to.have.length(0));
      expect(heard).to.deep.equal([
        { detail: { id: 1, from: "PENDING", to: "CONFIRMED" }, cancelable: true, composed: true },
      ]);
      expect(sent("PUT /admin/order/confirm/:id")).to.have.length(0);
      expect(root.querySelector("tbody [data-status]")!.textContent).to.equal("PENDING");

      veto = false;
      await confirmFirst();
      await waitFor(() => expect(sent("PUT /admin/order/confirm/:id")).to.have.length(1));
      await waitFor(() => expect(root.querySelector("tbody [data-status]")!.textContent).to.equal("CONFIRMED"));
      expect(heard).to.have.length(2);
    } finally {
      document.removeEventListener("shop-before-order-status-change", listener);
    }
  });
});
