import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { registerExtension } from "../../src/core/extensions";
import type { Order, Product } from "../../src/core/types";
import { AllProducts } from "../../src/features/catalog/products/productListScreens";
import { OrdersArea, type PendingOrderStatusChange } from "../../src/shell/OrdersArea";
import { ShopProvider } from "../../src/shell/ShopProvider";
import {
  brand,
  category,
  orderDetail,
  orderFixture as order,
  orderPageOf,
  orderStatusChange,
  product,
} from "./fixtures";
import { screen, waitFor } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, sent, signIn, user } from "./harness";

// What an integrator does without forking: columns and row actions through registerExtension(),
// a panel on the order detail through a render prop, a veto through onBeforeOrderStatusChange.

const ORDERS = [order(1, "Aoife Byrne", "PENDING"), order(2, "Brian Walsh", "CONFIRMED")];

const headers = () => Array.from(document.querySelectorAll("thead th")).map((cell) => cell.textContent);
const cellsOf = (text: string) =>
  Array.from(screen.getByText(text).closest("tr")!.querySelectorAll("td:not(:has(input[type=checkbox]))")).map(
    (cell) => cell.textContent,
  );

/** Every registration of a test is taken away after it: the registry is page-wide. */
let unregister: (() => void)[] = [];
afterEach(() => {
  unregister.forEach((take) => take());
  unregister = [];
});

beforeEach(() => signIn());

describe("extension points (React)", () => {
  it("an orders column shows after the built-in ones, and a row action calls back with its row (click and keyboard)", async () => {
    const selected: Order[] = [];
    unregister.push(
      registerExtension({
        area: "orders",
        column: { id: "region", header: "Sales region", cell: (row) => `Region of ${row.user.full_name}` },
        rowAction: { id: "crm", label: "Open in CRM", onSelect: (row) => selected.push(row) },
      }),
    );
    answer("GET /admin/orders", orderPageOf(ORDERS));
    render(<OrdersArea initialPath="/orders" />);
    await screen.findByText("Region of Aoife Byrne");
    // After the status column, before the actions.
    expect(headers().slice(-3)).to.deep.equal(["Status", "Sales region", "Actions"]);
    expect(cellsOf("ORD-1002").at(-2)).to.equal("Region of Brian Walsh");

    await user.click(screen.getByRole("button", { name: "Actions for order ORD-1001" }));
    expect(screen.queryAllByRole("menuitem").map((item) => item.textContent)).to.deep.equal([
      "View",
      "Confirm",
      "Cancel",
      "Open in CRM",
    ]);
    await user.click(screen.getByRole("menuitem", { name: "Open in CRM" }));
    expect(selected.map((row) => row.id)).to.deep.equal([1]);

    // Keyboard: ArrowDown opens the menu, End reaches the last item, Enter chooses it.
    const trigger = screen.getByRole("button", { name: "Actions for order ORD-1002" });
    await act(async () => trigger.focus());
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(document.activeElement?.getAttribute("role")).to.equal("menuitem"));
    await user.keyboard("{End}");
    expect(document.activeElement!.textContent).to.equal("Open in CRM");
    await user.keyboard("{Enter}");
    expect(selected.map((row) => row.order_number)).to.deep.equal(["ORD-1001", "ORD-1002"]);
  });

  it("a products column and row action, a DOM node as a cell, and an unregistered extension gone", async () => {
    const selected: Product[] = [];
    answer("GET /brand/get", [brand({ id: 3, brand_name: "Nordic Vapor" })]);
    answer("GET /category/get", [category({ id: 7, category_name: "Pods", brand_id: 3 })]);
    answer("GET /products", {
      products: [product({ id: 1, product_name: "Mint Pod" }), product({ id: 2, product_name: "Mango Pod" })],
      totalProducts: 2,
    });
    const takeAway = registerExtension({
      area: "products",
      column: {
        id: "stock",
        header: "Warehouse",
        cell: (row) => Object.assign(document.createElement("b"), { textContent: `Shelf ${row.id}` }),
      },
      rowAction: { id: "label", label: "Print label", onSelect: (row) => selected.push(row) },
    });
    unregister.push(takeAway);
    // An orders extension does not reach the products list.
    unregister.push(registerExtension({ area: "orders", column: { id: "x", header: "Orders only", cell: () => "x" } }));
    const router = createMemoryRouter([{ path: "/all-products", element: <AllProducts /> }], {
      initialEntries: ["/all-products"],
    });
    render(
      <ShopProvider>
        <RouterProvider router={router} />
      </ShopProvider>,
    );
    await screen.findByText("Shelf 2");
    expect(screen.getByText("Shelf 2").tagName).to.equal("B");
    expect(headers()).to.include("Warehouse");
    expect(headers()).to.not.include("Orders only");
    expect(headers().at(-2)).to.equal("Warehouse");
    expect(cellsOf("Mint Pod").at(-2)).to.equal("Shelf 1");

    await user.click(screen.getByRole("button", { name: "Actions for Mango Pod" }));
    await user.click(screen.getByRole("menuitem", { name: "Print label" }));
    expect(selected.map((row) => row.product_name)).to.deep.equal(["Mango Pod"]);

    await act(async () => takeAway());
    await waitFor(() => expect(headers()).to.not.include("Warehouse"));
    await user.click(screen.getByRole("button", { name: "Actions for Mango Pod" }));
    expect(screen.queryAllByRole("menuitem").map((item) => item.textContent)).to.not.include("Print label");
  });

  it("renderOrderDetailAside shows the host's panel for the order shown", async () => {
    answer("GET /admin/order/byid/:id", (request) => orderDetail(ORDERS[Number(request.params.id) - 1]));
    answer("GET /admin/orders", orderPageOf(ORDERS));
    render(
      <OrdersArea
        initialPath="/view-order/1"
        renderOrderDetailAside={(shown) => <aside aria-label="CRM notes">Notes for {shown.order_number}</aside>}
      />,
    );
    await waitFor(() =>
      expect(document.querySelector("aside[aria-label='CRM notes']")?.textContent).to.equal("Notes for ORD-1001"),
    );
    // Another order: the panel follows.
    await user.click(screen.getByRole("link", { name: "← Back to orders" }));
    await screen.findByRole("link", { name: "ORD-1002" });
    await user.click(screen.getByRole("link", { name: "ORD-1002" }));
    await waitFor(() =>
      expect(document.querySelector("aside[aria-label='CRM notes']")?.textContent).to.equal("Notes for ORD-1002"),
    );
  });

  it("onBeforeOrderStatusChange returning false sends nothing and leaves the order as it was; otherwise the change is sent", async () => {
    const asked: PendingOrderStatusChange[] = [];
    let allow = false;
    answer("GET /admin/order/byid/:id", orderDetail(ORDERS[0]));
    answer("PUT /admin/order/confirm/:id", orderStatusChange(1, "CONFIRMED"));
    render(
      <OrdersArea
        initialPath="/view-order/1"
        onBeforeOrderStatusChange={(change) => {
          asked.push(change);
          return allow;
        }}
      />,
    );
    await screen.findByRole("button", { name: "Confirm" });
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await user.click(screen.getByRole("button", { name: "Confirm order" }));
    expect(asked).to.deep.equal([{ id: 1, from: "PENDING", to: "CONFIRMED" }]);
    await waitFor(() => expect(screen.queryAllByRole("alertdialog")).to.have.length(0));
    expect(sent("PUT /admin/order/confirm/:id")).to.have.length(0);
    expect(screen.getByRole("button", { name: "Confirm" })).to.exist;
    expect(document.querySelector("[data-status]")!.textContent).to.equal("PENDING");

    allow = true;
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await user.click(screen.getByRole("button", { name: "Confirm order" }));
    await waitFor(() => expect(sent("PUT /admin/order/confirm/:id")).to.have.length(1));
    expect(asked).to.have.length(2);
  });
});
