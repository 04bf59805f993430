import { act } from "react";
import { OrdersArea, type OrderStatusChange } from "../../src/shell/OrdersArea";
import { orderDetail, orderFixture as order, orderItem, orderPageOf, orderStatusChange } from "./fixtures";
import { screen, waitFor } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, ok, refused, sent, signIn, user, typeOver, settle, captureDownloads } from "./harness";

const ORDERS = [
  order(1, "Aoife Byrne", "PENDING"),
  order(2, "Brian Walsh", "CONFIRMED"),
  order(3, "Ciara Byrne", "DELIVERED"),
  order(4, "Dara Kelly", "CANCELED"),
];

const rows = () =>
  Array.from(document.querySelectorAll("tbody tr")).filter((row) => !row.hasAttribute("data-skeleton"));

/** Opens a row's menu and reads its items (the menu stays open for a following click). */
async function openMenuOf(orderNumber: string) {
  await user.click(screen.getByRole("button", { name: `Actions for order ${orderNumber}` }));
  return screen.queryAllByRole("menuitem").map((item) => item.textContent);
}

/** The menu's items, then closes it with Escape as a keyboard user would. */
async function menuItemsOf(orderNumber: string) {
  const items = await openMenuOf(orderNumber);
  await user.keyboard("{Escape}");
  expect(screen.queryAllByRole("menuitem")).to.have.length(0);
  return items;
}

beforeEach(() => signIn());

/** The status buttons' texts: label and count ("PENDING1"). */
const statusButtons = () =>
  Array.from(screen.getByRole("group", { name: "Filter by status" }).querySelectorAll("button")).map(
    (button) => button.textContent,
  );

describe("orders list", () => {
  it("shows a skeleton while loading, then every column of the page's orders", async () => {
    let release: (response: Response) => void = () => {};
    answer("GET /admin/orders", () => new Promise((resolve) => (release = resolve)));
    render(<OrdersArea initialPath="/orders" />);
    await waitFor(() => expect(document.querySelectorAll("tr[data-skeleton]").length).to.be.greaterThan(0));
    expect(screen.getByRole("table", { name: "All Orders" }).getAttribute("aria-busy")).to.equal("true");
    // One page is asked for, not the whole list.
    expect(sent("GET /admin/orders")[0].query.toString()).to.equal("page=1&limit=25");
    await act(async () => release(ok(orderPageOf(ORDERS)({ query: new URLSearchParams("page=1&limit=25") }))));
    await waitFor(() => expect(rows()).to.have.length(4));
    const first = Array.from(rows()[0].querySelectorAll("td")).map((cell) => cell.textContent);
    // The first cell holds the row's selection checkbox (ui/useBulkSelection).
    expect(first.slice(1, 9)).to.deep.equal([
      "1",
      "ORD-1001",
      "02/11/2026",
      "Aoife Byrne",
      "aoifebyrne@example.test",
      "Express",
      "€101.00",
      "PENDING",
    ]);
    expect(screen.getByText("4 of 4 orders")).to.exist;
    expect(statusButtons()).to.deep.equal(["All4", "PENDING1", "CONFIRMED1", "DELIVERED1", "CANCELED1"]);
    // The order number opens the order.
    expect(screen.getByRole("link", { name: "ORD-1001" }).getAttribute("href")).to.equal("/view-order/1");
  });

  it("says No Orders Found when there are none", async () => {
    answer("GET /admin/orders", orderPageOf([]));
    render(<OrdersArea initialPath="/orders" />);
    await screen.findByText("No Orders Found");
    expect((screen.getByRole("button", { name: "Export CSV" }) as HTMLButtonElement).disabled).to.equal(true);
  });

  it("a failed load shows Error fetching orders with the server's message, and Retry loads again", async () => {
    let fail = true;
    const pages = orderPageOf(ORDERS);
    answer("GET /admin/orders", (request) => (fail ? refused("Database unavailable", 500) : pages(request)));
    render(<OrdersArea initialPath="/orders" />);
    await screen.findByText("Error fetching orders");
    expect(screen.getByText("Database unavailable")).to.exist;
    await settle();
    fail = false;
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    await waitFor(() => expect(rows()).to.have.length(4));
    expect(screen.queryByText("Error fetching orders")).to.equal(null);
  });

  it("offers View and only the transitions valid for each status", async () => {
    answer("GET /admin/orders", orderPageOf(ORDERS));
    render(<OrdersArea initialPath="/orders" />);
    await waitFor(() => expect(rows()).to.have.length(4));
    expect(await menuItemsOf("ORD-1001")).to.deep.equal(["View", "Confirm", "Cancel"]);
    expect(await menuItemsOf("ORD-1002")).to.deep.equal(["View", "Deliver"]);
    expect(await menuItemsOf("ORD-1003")).to.deep.equal(["View"]);
    expect(await menuItemsOf("ORD-1004")).to.deep.equal(["View"]);
  });

  it("search and the status filter are asked of the server, shown with their counts, and go into the URL", async () => {
    const paths: string[] = [];
    answer("GET /admin/orders", orderPageOf(ORDERS));
    render(<OrdersArea initialPath="/orders" onNavigate={(path) => paths.push(path)} />);
    await waitFor(() => expect(rows()).to.have.length(4));
    await typeOver(screen.getByRole("searchbox", { name: "Search by customer name or order number" }), "byrne");
    // On a slow machine a pause mid-word sends "byr" first (it matches the same two orders).
    await waitFor(() => expect(sent("GET /admin/orders").at(-1)!.query.get("search")).to.equal("byrne"));
    await waitFor(() => expect(rows()).to.have.length(2));
    await waitFor(() => expect(paths.at(-1)).to.equal("/orders?search=byrne"));
    expect(statusButtons()).to.deep.equal(["All2", "PENDING1", "CONFIRMED0", "DELIVERED1", "CANCELED0"]);
    await user.click(screen.getByRole("button", { name: /^DELIVERED/ }));
    await waitFor(() => expect(rows()).to.have.length(1));
    expect(rows()[0].textContent).to.contain("Ciara Byrne");
    expect(sent("GET /admin/orders").at(-1)!.query.toString()).to.equal(
      "page=1&limit=25&search=byrne&status=DELIVERED",
    );
    expect(paths.at(-1)).to.equal("/orders?search=byrne&status=DELIVERED");
    expect(screen.getByRole("button", { name: /^DELIVERED/ }).getAttribute("aria-pressed")).to.equal("true");
    expect(screen.getByText("1 of 2 orders")).to.exist;
    await typeOver(screen.getByRole("searchbox", { name: "Search by customer name or order number" }), "ORD-1002");
    await screen.findByText("No Orders Found");
    await user.click(screen.getByRole("button", { name: /^All\d/ }));
    await waitFor(() => expect(rows()[0].textContent).to.contain("Brian Walsh"));
    expect(rows()).to.have.length(1);
    await waitFor(() => expect(paths.at(-1)).to.equal("/orders?search=ORD-1002"));
  });

  it("fast typing sends one search once the operator pauses", async () => {
    answer("GET /admin/orders", orderPageOf(ORDERS));
    render(<OrdersArea initialPath="/orders" />);
    await waitFor(() => expect(rows()).to.have.length(4));
    const box = screen.getByRole("searchbox", { name: "Search by customer name or order number" });
    await user.type(box, "kelly");
    await waitFor(() => expect(rows()).to.have.length(1));
    expect(sent("GET /admin/orders").map((request) => request.query.get("search"))).to.deep.equal([null, "kelly"]);
  });

  it("reads search, status and page from the start URL (a reload in the middle of the list)", async () => {
    answer("GET /admin/orders", orderPageOf(ORDERS));
    render(<OrdersArea initialPath="/orders?search=kelly&status=CANCELED" />);
    await waitFor(() => expect(rows()).to.have.length(1));
    expect(
      (screen.getByRole("searchbox", { name: "Search by customer name or order number" }) as HTMLInputElement).value,
    ).to.equal("kelly");
    expect(sent("GET /admin/orders")[0].query.toString()).to.equal("page=1&limit=25&search=kelly&status=CANCELED");
  });

  it("pages 10,000 orders on the server, serial numbers running on, the next page fetched ahead", async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => order(index + 1, `Customer ${index + 1}`, "PENDING"));
    const paths: string[] = [];
    answer("GET /admin/orders", orderPageOf(many));
    render(<OrdersArea initialPath="/orders?page=3" onNavigate={(path) => paths.push(path)} />);
    await waitFor(() => expect(rows()).to.have.length(25));
    expect(rows()[0].querySelector("td:nth-child(2)")!.textContent).to.equal("51");
    expect(screen.getByRole("button", { name: "Page 400" })).to.exist;
    // Page 4 is asked for before anyone clicks; clicking Next then sends nothing more.
    await waitFor(() =>
      expect(sent("GET /admin/orders").map((request) => request.query.get("page"))).to.deep.equal(["3", "4"]),
    );
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(rows()[0].querySelector("td:nth-child(2)")!.textContent).to.equal("76"));
    expect(paths.at(-1)).to.equal("/orders?page=4");
    await waitFor(() =>
      expect(sent("GET /admin/orders").map((request) => request.query.get("page"))).to.deep.equal(["3", "4", "5"]),
    );
    await typeOver(screen.getByRole("searchbox", { name: "Search by customer name or order number" }), "customer 9999");
    await waitFor(() => expect(rows()).to.have.length(1));
    expect(paths.at(-1)).to.equal("/orders?search=customer+9999");
  });

  it("a page beyond the last goes to the last page", async () => {
    const paths: string[] = [];
    answer("GET /admin/orders", orderPageOf(ORDERS));
    render(<OrdersArea initialPath="/orders?page=9" onNavigate={(path) => paths.push(path)} />);
    await waitFor(() => expect(rows()).to.have.length(4));
    expect(paths.at(-1)).to.equal("/orders");
  });

  it("a confirmed change updates the row and the counts, says so and tells the host, without reloading the list", async () => {
    const changes: OrderStatusChange[] = [];
    answer("GET /admin/orders", orderPageOf(ORDERS));
    answer("GET /admin/order/byid/:id", orderDetail(ORDERS[0]));
    answer("PUT /admin/order/confirm/:id", orderStatusChange(1, "CONFIRMED"));
    render(<OrdersArea initialPath="/orders" onOrderStatusChanged={(change) => changes.push(change)} />);
    await waitFor(() => expect(rows()).to.have.length(4));
    await openMenuOf("ORD-1001");
    await user.click(screen.getByRole("menuitem", { name: "Confirm" }));
    expect(screen.getByRole("alertdialog", { name: "Confirm order ORD-1001?" })).to.exist;
    await user.click(screen.getByRole("button", { name: "Keep current status" }));
    expect(sent("PUT /admin/order/confirm/:id")).to.have.length(0);

    await openMenuOf("ORD-1001");
    await user.click(screen.getByRole("menuitem", { name: "Confirm" }));
    await user.click(screen.getByRole("button", { name: "Confirm order" }));
    await screen.findByText("Order Status Updated Successfully");
    expect(sent("PUT /admin/order/confirm/:id").map((request) => request.path)).to.deep.equal([
      "/admin/order/confirm/1",
    ]);
    await waitFor(() => expect(rows()[0].querySelector("[data-status]")!.textContent).to.equal("CONFIRMED"));
    expect(statusButtons()).to.deep.equal(["All4", "PENDING0", "CONFIRMED2", "DELIVERED1", "CANCELED1"]);
    expect(sent("GET /admin/orders")).to.have.length(1);
    expect(changes).to.deep.equal([{ id: 1, status: "CONFIRMED" }]);
    expect(await menuItemsOf("ORD-1001")).to.deep.equal(["View", "Deliver"]);
  });

  it("a cancel the server accepts (answering the order's id and new status) counts as a change", async () => {
    const changes: OrderStatusChange[] = [];
    answer("GET /admin/orders", orderPageOf(ORDERS));
    answer("GET /admin/order/byid/:id", orderDetail(ORDERS[0]));
    answer("PUT /admin/order/cancel/:id", orderStatusChange(1, "CANCELED"));
    render(<OrdersArea initialPath="/orders" onOrderStatusChanged={(change) => changes.push(change)} />);
    await waitFor(() => expect(rows()).to.have.length(4));
    await openMenuOf("ORD-1001");
    await user.click(screen.getByRole("menuitem", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    await screen.findByText("Order Status Updated Successfully");
    await waitFor(() => expect(rows()[0].querySelector("[data-status]")!.textContent).to.equal("CANCELED"));
    expect(screen.queryByText('Failed to update order status "ORD-1001"')).to.equal(null);
    expect(changes).to.deep.equal([{ id: 1, status: "CANCELED" }]);
  });

  it("a refused change shows Failed to update order status with the server's reason, and the row catches up", async () => {
    // Someone else confirmed the order meanwhile: the cancel is refused, the row then shows CONFIRMED.
    answer("GET /admin/orders", orderPageOf(ORDERS));
    answer("GET /admin/order/byid/:id", orderDetail({ ...ORDERS[0], order_status: "CONFIRMED" }));
    answer("PUT /admin/order/cancel/:id", refused("Cannot cancel an order that is CONFIRMED", 409));
    render(<OrdersArea initialPath="/orders" />);
    await waitFor(() => expect(rows()).to.have.length(4));
    await openMenuOf("ORD-1001");
    await user.click(screen.getByRole("menuitem", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    await screen.findByText('Failed to update order status "ORD-1001"');
    expect(screen.getByText("Cannot cancel an order that is CONFIRMED")).to.exist;
    await waitFor(() => expect(rows()[0].querySelector("[data-status]")!.textContent).to.equal("CONFIRMED"));
    expect(statusButtons()).to.deep.equal(["All4", "PENDING0", "CONFIRMED2", "DELIVERED1", "CANCELED1"]);
    expect(await menuItemsOf("ORD-1001")).to.deep.equal(["View", "Deliver"]);
  });

  it("Export CSV streams every matching order from the server, showing its progress, then saves the file", async () => {
    answer("GET /admin/orders", orderPageOf(ORDERS));
    let push: (text: string) => void = () => {};
    let finish: () => void = () => {};
    const encoder = new TextEncoder();
    answer(
      "GET /admin/orders/export.csv",
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              push = (text) => controller.enqueue(encoder.encode(text));
              finish = () => controller.close();
            },
          }),
          {
            headers: {
              "content-type": "text/csv; charset=utf-8",
              "content-disposition": 'attachment; filename="orders-2026-11-23.csv"',
              "x-total-count": "2",
            },
          },
        ),
    );
    const saved = captureDownloads();
    render(<OrdersArea initialPath="/orders?search=byrne" />);
    await waitFor(() => expect(rows()).to.have.length(2));
    // By keyboard: the focus stays on the button while it exports and after (issue 31 item 5).
    screen.getByRole("button", { name: "Export CSV" }).focus();
    await user.keyboard("{Enter}");
    expect(sent("GET /admin/orders/export.csv")[0].query.toString()).to.equal("search=byrne");
    await screen.findByText("Exporting 0 of 2 orders…");
    await act(async () => push("Serial Number,Order Number\r\n1,ORD-1003\r\n"));
    await screen.findByText("Exporting 1 of 2 orders…");
    expect(screen.getByRole("button", { name: "Export CSV" }).getAttribute("aria-disabled")).to.equal("true");
    expect(document.activeElement?.textContent).to.equal("Export CSV");
    await act(async () => {
      push("2,ORD-1001\r\n");
      finish();
    });
    await screen.findByText("Exported 2 orders");
    expect(saved).to.have.length(1);
    // The server's header line gives way to the names in the operator's language (English here).
    // Blob.text() drops the byte order mark; the file starts with it (spreadsheets read UTF-8).
    expect([...new Uint8Array(await saved[0].arrayBuffer()).slice(0, 3)]).to.deep.equal([0xef, 0xbb, 0xbf]);
    expect(await saved[0].text()).to.equal(
      "Serial Number,Order Number,Name,Email,Shipping Service,Net Payable,Currency,Status,Transaction ID,Date\r\n1,ORD-1003\r\n2,ORD-1001\r\n",
    );
    expect(screen.getByRole("button", { name: "Export CSV" }).getAttribute("aria-disabled")).to.equal(null);
    expect(document.activeElement?.textContent).to.equal("Export CSV");
  });

  it("a failed export says so with the server's message", async () => {
    answer("GET /admin/orders", orderPageOf(ORDERS));
    answer("GET /admin/orders/export.csv", refused("Database unavailable", 500));
    render(<OrdersArea initialPath="/orders" />);
    await waitFor(() => expect(rows()).to.have.length(4));
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await screen.findByText("Failed to export orders");
    expect(screen.getByText("Database unavailable")).to.exist;
  });
});

describe("order details and transactions", () => {
  it("an unknown id shows a clear not-found state", async () => {
    answer("GET /admin/order/byid/:id", refused("Order not found", 404));
    render(<OrdersArea initialPath="/view-order/999" />);
    await screen.findByRole("heading", { name: "Order not found" });
    expect(screen.getByText("No order has the id 999.")).to.exist;
    expect(screen.getByRole("link", { name: /Back to orders/ })).to.exist;
  });

  it("an id that is not written as the number itself is not found, and nothing is asked for", async () => {
    // Number("1e3") is 1000: the one id rule says this address names no order.
    answer("GET /admin/order/byid/:id", ok(orderDetail(ORDERS[0], [])));
    render(<OrdersArea initialPath="/view-order/1e3" />);
    await screen.findByRole("heading", { name: "Order not found" });
    expect(screen.getByText("No order has the id 1e3.")).to.exist;
    expect(sent("GET /admin/order/byid/:id")).to.have.length(0);
  });

  it("shows the order's facts, customer and lines, and only its valid status buttons", async () => {
    const detail = orderDetail(ORDERS[1], [
      orderItem({
        id: 7,
        product_name: "Mint Pod",
        product: { id: 3, product_name: "Mint Pod", bar_code: "5012345678900", productImages: [] },
        flavour: { id: 1, flavour_name: "Mint" },
        device: { id: 2, device_name: "Pod" },
        original_price: 12,
        discounted_price: 10,
        per_item_discount: 2,
        quantity: 3,
        subtotal: 36,
        discount_amount: 6,
        net_payable: 30,
      }),
    ]);
    answer("GET /admin/order/byid/:id", detail);
    render(<OrdersArea initialPath="/view-order/2" />);
    await screen.findByRole("heading", { name: "Order ORD-1002" });
    for (const text of ["TX-2", "1 Quay St", "Galway", "Brian Walsh", "+353 1 555 0100", "01/04/1990", "B2B"]) {
      expect(screen.getByText(text), text).to.exist;
    }
    const line = Array.from(screen.getByRole("table", { name: "Products" }).querySelectorAll("tbody td")).map(
      (cell) => cell.textContent,
    );
    expect(line).to.deep.equal([
      "No image",
      "Mint Pod",
      "5012345678900",
      "Mint",
      "Pod",
      "€12.00",
      "€10.00",
      "€2.00",
      "3",
      "€36.00",
      "€6.00",
      "€30.00",
    ]);
    const buttons = screen.getByRole("group", { name: "Change status" }).querySelectorAll("button");
    expect(Array.from(buttons).map((button) => button.textContent)).to.deep.equal(["Deliver"]);
  });

  it("transactions list each order's transaction, searchable, linking to the order", async () => {
    answer("GET /admin/orders", orderPageOf(ORDERS));
    render(<OrdersArea initialPath="/transaction" />);
    await waitFor(() => expect(rows()).to.have.length(4));
    expect(screen.getByRole("navigation", { name: "Orders navigation" }).textContent).to.equal("OrdersTransactions");
    await typeOver(
      screen.getByRole("searchbox", { name: "Search by transaction id, order number or customer" }),
      "tx-3",
    );
    await waitFor(() => expect(rows()).to.have.length(1));
    expect(sent("GET /admin/orders").at(-1)!.query.get("search")).to.equal("tx-3");
    expect(screen.getByRole("link", { name: "Open order ORD-1003" }).getAttribute("href")).to.equal("/view-order/3");
  });
});
