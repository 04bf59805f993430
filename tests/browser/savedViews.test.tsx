import { screen, waitFor, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { OrdersArea } from "../../src/shell/OrdersArea";
import { orderFixture as order, orderPageOf } from "./fixtures";
import { answer, expect, sent, sentBody, settle, signIn, user } from "./harness";

/** Saved views, the column chooser and sortable headers (issue 32), on the orders list. */

const ORDERS = [order(1, "Aoife Byrne", "PENDING"), order(2, "Brian Walsh", "CONFIRMED")];

interface View {
  id: number;
  list: "orders";
  name: string;
  state: Record<string, unknown>;
  isDefault: boolean;
}
const bigConfirmed: View = {
  id: 3,
  list: "orders",
  name: "Big confirmed",
  state: { filters: { status: "CONFIRMED" }, sort: { column: "net_payable", direction: "desc" } },
  isDefault: false,
};

/** The query of the last page of orders asked for. */
const lastOrdersQuery = () => sent("GET /admin/orders").at(-1)?.query;
const headers = () =>
  Array.from(screen.getByRole("table", { name: "All Orders" }).querySelectorAll("th"))
    .map((th) => th.textContent?.replace(/[▲▼↕]/g, ""))
    .filter((header) => header !== ""); // the selection column has no text header

beforeEach(() => {
  signIn();
  answer("GET /admin/orders", orderPageOf(ORDERS));
});

describe("saved views", () => {
  it("saves the list's filter under a name, as the default, and shows it as the open tab", async () => {
    let views: View[] = [];
    answer("GET /admin/views", () => views);
    answer("POST /admin/views", (request) => {
      const body = JSON.parse(request.body!) as Omit<View, "id">;
      const saved = { id: 7, ...body };
      views = [saved];
      return saved;
    });
    render(<OrdersArea initialPath="/orders?status=PENDING" />);
    await screen.findByRole("button", { name: "All", pressed: true });
    await user.click(screen.getByRole("button", { name: "Save view" }));
    const dialog = await screen.findByRole("dialog", { name: "Save view" });
    await user.type(within(dialog).getByLabelText("View name"), "Waiting");
    await user.click(within(dialog).getByLabelText("Open this view by default"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(sentBody("POST /admin/views")).to.deep.equal({
      list: "orders",
      name: "Waiting",
      state: { filters: { status: "PENDING" } },
      isDefault: true,
    });
    await screen.findByRole("button", { name: "Waiting (default)", pressed: true });
    expect(screen.queryByRole("dialog")).to.equal(null);
  });

  it("a view's tab opens its filter and sort: the server is asked for them", async () => {
    answer("GET /admin/views", [bigConfirmed]);
    render(<OrdersArea initialPath="/orders" />);
    await user.click(await screen.findByRole("button", { name: "Big confirmed", pressed: false }));
    await waitFor(() => expect(lastOrdersQuery()?.get("status")).to.equal("CONFIRMED"));
    expect(lastOrdersQuery()?.get("sort")).to.equal("-net_payable");
    // The URL changes in a transition: the request may leave before the new screen is committed.
    await screen.findByRole("button", { name: "Big confirmed", pressed: true });
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: /Net Payable/ }).getAttribute("aria-sort")).to.equal(
        "descending",
      ),
    );
    // All goes back to the plain list.
    await user.click(screen.getByRole("button", { name: "All" }));
    await screen.findByRole("button", { name: "All", pressed: true });
    // Both orders again, the pending one included (the plain list's page, from the cache).
    await screen.findByText("ORD-1001");
  });

  it("a view changed since it was saved offers to keep the change in it (the whole state sent)", async () => {
    answer("GET /admin/views", [bigConfirmed]);
    answer("PUT /admin/views/:id", (request) => ({ ...bigConfirmed, ...JSON.parse(request.body!) }));
    render(<OrdersArea initialPath="/orders" />);
    await user.click(await screen.findByRole("button", { name: "Big confirmed", pressed: false }));
    await screen.findByRole("button", { name: "Big confirmed", pressed: true });
    // As saved: nothing to keep.
    await user.click(screen.getByRole("button", { name: "Actions for the view Big confirmed" }));
    expect(screen.queryByRole("menuitem", { name: "Save changes to this view" })).to.equal(null);
    await user.keyboard("{Escape}");
    await user.click(within(screen.getByRole("columnheader", { name: /Date/ })).getByRole("button"));
    await waitFor(() => expect(lastOrdersQuery()?.get("sort")).to.equal("created_at"));
    await user.click(screen.getByRole("button", { name: "Actions for the view Big confirmed" }));
    await user.click(await screen.findByRole("menuitem", { name: "Save changes to this view" }));
    await waitFor(() =>
      expect(sentBody("PUT /admin/views/:id")).to.deep.equal({
        state: { filters: { status: "CONFIRMED" }, sort: { column: "created_at", direction: "asc" } },
      }),
    );
    await screen.findByText('View "Big confirmed" saved');
  });

  it("the operator's default view opens when the list is opened with no query", async () => {
    answer("GET /admin/views", [{ ...bigConfirmed, isDefault: true }]);
    render(<OrdersArea initialPath="/orders" />);
    await screen.findByRole("button", { name: "Big confirmed (default)", pressed: true });
    await waitFor(() => expect(lastOrdersQuery()?.get("status")).to.equal("CONFIRMED"));
    expect(lastOrdersQuery()?.get("sort")).to.equal("-net_payable");
  });

  it("a link with its own query opens that query, not the default view", async () => {
    answer("GET /admin/views", [{ ...bigConfirmed, isDefault: true }]);
    render(<OrdersArea initialPath="/orders?status=PENDING" />);
    await screen.findByRole("button", { name: "All", pressed: true });
    await settle();
    expect(sent("GET /admin/orders").map((request) => request.query.get("status"))).to.deep.equal(["PENDING"]);
  });

  it("columns hidden and moved in the chooser are what the table shows, and the saved view keeps them", async () => {
    answer("GET /admin/views", []);
    answer("POST /admin/views", (request) => ({ id: 9, ...JSON.parse(request.body!) }));
    render(<OrdersArea initialPath="/orders" />);
    await screen.findByText("ORD-1001");
    expect(headers().slice(0, 8)).to.deep.equal([
      "S.No",
      "Order Number",
      "Date",
      "Name",
      "Email",
      "Shipping Service",
      "Net Payable",
      "Status",
    ]);
    await user.click(screen.getByRole("button", { name: "Columns" }));
    const chooser = await screen.findByRole("group", { name: "Visible columns" });
    await user.click(within(chooser).getByRole("checkbox", { name: "Email" }));
    await user.click(within(chooser).getByRole("button", { name: "Move Net Payable up" }));
    // By keyboard: Escape closes the chooser, focus back on its button.
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: "Visible columns" })).to.equal(null);
    expect(document.activeElement?.textContent).to.equal("Columns");
    // The chooser writes the columns into the URL, which the router applies asynchronously.
    await waitFor(() =>
      expect(headers().slice(0, 7)).to.deep.equal([
        "S.No",
        "Order Number",
        "Date",
        "Name",
        "Net Payable",
        "Shipping Service",
        "Status",
      ]),
    );
    expect(headers()).to.not.include("Email");

    await user.click(screen.getByRole("button", { name: "Save view" }));
    const dialog = await screen.findByRole("dialog", { name: "Save view" });
    await user.type(within(dialog).getByLabelText("View name"), "Compact");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    const body = sentBody("POST /admin/views") as { state: { columns: string[] } };
    expect(body.state.columns).to.deep.equal(["serial", "number", "date", "name", "net", "shipping", "status"]);
  });

  it("a sortable header sends the sort to the server and says the order (aria-sort)", async () => {
    render(<OrdersArea initialPath="/orders" />);
    await screen.findByText("ORD-1001");
    const net = () => screen.getByRole("columnheader", { name: /Net Payable/ });
    expect(net().getAttribute("aria-sort")).to.equal("none");
    await user.click(within(net()).getByRole("button"));
    await waitFor(() => expect(lastOrdersQuery()?.get("sort")).to.equal("net_payable"));
    await waitFor(() => expect(net().getAttribute("aria-sort")).to.equal("ascending"));
    await user.click(within(net()).getByRole("button"));
    await waitFor(() => expect(lastOrdersQuery()?.get("sort")).to.equal("-net_payable"));
    await waitFor(() => expect(net().getAttribute("aria-sort")).to.equal("descending"));
    // A column the server cannot sort by has no sort button.
    expect(within(screen.getByRole("columnheader", { name: "Email" })).queryByRole("button")).to.equal(null);
  });
});
