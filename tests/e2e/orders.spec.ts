import fs from "node:fs";
import { expect, test, type APIRequestContext, type Locator, type Page } from "./fixtures";
import { ADMIN, expectNoSeriousA11yViolations, signInOnEmbed, signInThroughForm } from "./helpers";

test.describe.configure({ mode: "serial" });

interface ListedOrder {
  id: number;
  order_number: string;
  order_status: string;
  transaction_id: string;
  user: { id: number; full_name: string };
}

async function listOrders(page: Page, request: APIRequestContext): Promise<ListedOrder[]> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await request.get("/api/admin/orders", { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()).body;
}

async function statusOnServer(page: Page, request: APIRequestContext, id: number) {
  return (await listOrders(page, request)).find((order) => order.id === id)?.order_status;
}

// `has` is resolved inside each row, so it starts from the page, not from the scope.
const rowOf = (scope: Page | Locator, orderNumber: string) =>
  scope
    .getByRole("row")
    .filter({ has: ("goto" in scope ? scope : scope.page()).getByRole("cell", { name: orderNumber, exact: true }) });

async function openMenu(scope: Page | Locator, orderNumber: string) {
  await scope.getByRole("button", { name: `Actions for order ${orderNumber}` }).click();
  return scope.getByRole("menu", { name: `Actions for order ${orderNumber}` });
}

test("orders: search, menu per status, confirm then deliver, dismiss changes nothing, detail and reload", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  await page.getByRole("link", { name: "Orders", exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("heading", { name: "All Orders" })).toBeVisible();
  const orders = await listOrders(page, request);
  await expect(page.getByText(`${orders.length} of ${orders.length} orders`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const pending = orders.find((order) => order.order_status === "PENDING")!;
  await page.getByLabel("Search by customer name or order number").fill(pending.order_number);
  await expect(page).toHaveURL(new RegExp(`search=${pending.order_number}`));
  const row = rowOf(page, pending.order_number);
  await expect(row).toHaveCount(1);
  await expect(row.getByText("PENDING", { exact: true })).toBeVisible();

  // PENDING offers View, Confirm and Cancel.
  let menu = await openMenu(page, pending.order_number);
  await expect(menu.getByRole("menuitem")).toHaveText(["View", "Confirm", "Cancel"]);

  // Dismissing the confirmation changes nothing.
  await menu.getByRole("menuitem", { name: "Confirm" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Confirm order ${pending.order_number}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep current status" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("PENDING", { exact: true })).toBeVisible();
  expect(await statusOnServer(page, request, pending.id)).toBe("PENDING");

  // Confirm, then the row offers Deliver only.
  menu = await openMenu(page, pending.order_number);
  await menu.getByRole("menuitem", { name: "Confirm" }).click();
  await page.getByRole("button", { name: "Confirm order" }).click();
  await expect(page.getByText("Order Status Updated Successfully")).toBeVisible();
  await expect(row.getByText("CONFIRMED", { exact: true })).toBeVisible();
  expect(await statusOnServer(page, request, pending.id)).toBe("CONFIRMED");
  menu = await openMenu(page, pending.order_number);
  await expect(menu.getByRole("menuitem")).toHaveText(["View", "Deliver"]);
  await menu.getByRole("menuitem", { name: "Deliver" }).click();
  await page.getByRole("button", { name: "Mark delivered" }).click();
  await expect(row.getByText("DELIVERED", { exact: true })).toBeVisible();
  expect(await statusOnServer(page, request, pending.id)).toBe("DELIVERED");
  menu = await openMenu(page, pending.order_number);
  await expect(menu.getByRole("menuitem")).toHaveText(["View"]);
  await page.keyboard.press("Escape");

  // Reload keeps the search; the detail page shows the new status and no status buttons.
  await page.reload();
  await expect(page.getByLabel("Search by customer name or order number")).toHaveValue(pending.order_number);
  await expect(rowOf(page, pending.order_number).getByText("DELIVERED", { exact: true })).toBeVisible();
  menu = await openMenu(page, pending.order_number);
  await menu.getByRole("menuitem", { name: "View" }).click();
  await expect(page).toHaveURL(new RegExp(`/view-order/${pending.id}$`));
  await expect(page.getByRole("heading", { name: `Order ${pending.order_number}` })).toBeVisible();
  await expect(page.getByText(pending.transaction_id)).toBeVisible();
  await expect(page.getByRole("region", { name: "Transaction" }).getByText("DELIVERED")).toBeVisible();
  await expect(page.getByRole("group", { name: "Change status" })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Products" }).getByRole("row")).not.toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: `Order ${pending.order_number}` })).toBeVisible();
  await page.getByRole("link", { name: "Back to orders" }).click();
  await expect(page).toHaveURL(/\/orders/);
});

test("orders: cancel from the detail page, status filter, export, transactions, unknown id", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  const orders = await listOrders(page, request);
  const pending = orders.find((order) => order.order_status === "PENDING")!;

  await page.goto(`/view-order/${pending.id}`);
  await expect(page.getByRole("heading", { name: `Order ${pending.order_number}` })).toBeVisible();
  const buttons = page.getByRole("group", { name: "Change status" }).getByRole("button");
  await expect(buttons).toHaveText(["Confirm", "Cancel order"]);
  await buttons.filter({ hasText: "Cancel order" }).click();
  await page.getByRole("button", { name: "Keep current status" }).click();
  expect(await statusOnServer(page, request, pending.id)).toBe("PENDING");
  await buttons.filter({ hasText: "Cancel order" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByText("Order Status Updated Successfully")).toBeVisible();
  await expect(page.getByRole("region", { name: "Transaction" }).getByText("CANCELED")).toBeVisible();
  await expect(page.getByRole("group", { name: "Change status" })).toHaveCount(0);
  expect(await statusOnServer(page, request, pending.id)).toBe("CANCELED");

  // The status filter lives in the URL and shows only that status.
  await page.goto("/orders");
  await page.getByRole("group", { name: "Filter by status" }).getByRole("button", { name: "CANCELED" }).click();
  await expect(page).toHaveURL(/status=CANCELED/);
  const canceled = (await listOrders(page, request)).filter((order) => order.order_status === "CANCELED");
  await expect(page.getByText(`${canceled.length} of ${orders.length} orders`)).toBeVisible();
  await expect(page.locator("tbody [data-status]").first()).toHaveText("CANCELED");
  const shown = await page.locator("tbody [data-status]").allTextContents();
  expect(new Set(shown)).toEqual(new Set(["CANCELED"]));

  // Export downloads the filtered list.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8").replace(/^\ufeff/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe(
    "Serial Number,Order Number,Name,Email,Shipping Service,Net Payable,Currency,Status,Transaction ID,Date",
  );
  expect(lines).toHaveLength(canceled.length + 1);
  expect(lines.slice(1).every((line) => line.includes(",EUR,CANCELED,"))).toBe(true);
  expect(csv).toContain(pending.order_number);

  // Transactions: searchable, each row links to its order.
  await page.getByRole("main").getByRole("link", { name: "Transactions" }).click();
  await expect(page).toHaveURL(/\/transaction$/);
  await expect(page.getByRole("heading", { name: "Transactions" })).toBeVisible();
  await page.getByLabel("Search by transaction id, order number or customer").fill(pending.transaction_id);
  await expect(page.getByText("1 of 1 orders")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: `Open order ${pending.order_number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/view-order/${pending.id}$`));

  await page.goto("/view-order/987654");
  await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
  await expect(page.getByText("No order has the id 987654.")).toBeVisible();
});

test("orders: pages from the server, a reload in the middle keeps the page, search by customer name", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await page.getByRole("link", { name: "Orders", exact: true }).click();
  const orders = await listOrders(page, request);
  await expect(page.getByText(`${orders.length} of ${orders.length} orders`)).toBeVisible();
  const numbersShown = () => page.locator("tbody [data-order-link]").allTextContents();
  await expect(page.locator("tbody [data-order-link]")).toHaveCount(25);
  expect(await numbersShown()).toEqual(orders.slice(0, 25).map((order) => order.order_number));

  // Page 2: the URL says so, the rows are the next 25, serial numbers (after the selection box) run on.
  await page.getByRole("button", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/\/orders\?page=2$/);
  await expect(page.locator("tbody tr").first().locator("td").nth(1)).toHaveText("26");
  expect(await numbersShown()).toEqual(orders.slice(25, 50).map((order) => order.order_number));
  await page.reload();
  await expect(page.locator("tbody tr").first().locator("td").nth(1)).toHaveText("26");
  expect(await numbersShown()).toEqual(orders.slice(25, 50).map((order) => order.order_number));
  await expect(page.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");

  // A customer's name, typed in lower case, finds the orders of the customers so named.
  const name = orders[7].user.full_name;
  const theirs = orders.filter((order) => order.user.full_name.toLowerCase().includes(name.toLowerCase()));
  await page.getByLabel("Search by customer name or order number").fill(name.toLowerCase());
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText(`${theirs.length} of ${theirs.length} orders`)).toBeVisible();
  // The name is the fifth cell: the selection box, serial number, order number and date come first.
  const names = await page.locator("tbody tr td:nth-child(5)").allTextContents();
  expect(names.length).toBe(Math.min(25, theirs.length));
  expect(names.every((shown) => shown.toLowerCase().includes(name.toLowerCase()))).toBe(true);
  // The status buttons count that customer's orders.
  const pendingOfTheirs = theirs.filter((order) => order.order_status === "PENDING").length;
  await expect(
    page.getByRole("group", { name: "Filter by status" }).getByRole("button", { name: /^PENDING/ }),
  ).toHaveText(`PENDING${pendingOfTheirs}`);
});

test("embed.html: <shop-orders> confirms an order and tells the portal", async ({ page, request }) => {
  await page.goto("/embed.html");
  const element = page.locator("shop-orders");
  // Signed out, the element points to the page's <shop-sign-in> instead of showing its own form.
  await expect(element.getByRole("button", { name: "Go to sign in" })).toBeVisible();
  await signInOnEmbed(page);

  await expect(element.getByRole("navigation", { name: "Orders navigation" }).getByRole("link")).toHaveText([
    "Orders",
    "Transactions",
  ]);
  await expect(element.getByRole("heading", { name: "All Orders" })).toBeVisible();
  // Transactions appears once: in the area's navigation, not again above the list.
  await expect(element.getByRole("link", { name: "Transactions" })).toHaveCount(1);
  const pending = (await listOrders(page, request)).find((order) => order.order_status === "PENDING")!;
  await element.getByLabel("Search by customer name or order number").fill(pending.order_number);
  const row = rowOf(element, pending.order_number);
  await expect(row).toHaveCount(1);

  // Dismissed: no change, no event.
  let menu = await openMenu(element, pending.order_number);
  await menu.getByRole("menuitem", { name: "Confirm" }).click();
  await element.getByRole("button", { name: "Keep current status" }).click();
  await expect(page.locator("#order-events")).toHaveText("No order changed yet");

  menu = await openMenu(element, pending.order_number);
  await menu.getByRole("menuitem", { name: "Confirm" }).click();
  await element.getByRole("button", { name: "Confirm order" }).click();
  await expect(page.locator("#order-events")).toHaveText(`Order ${pending.id} is now CONFIRMED`);
  await expect(row.getByText("CONFIRMED", { exact: true })).toBeVisible();
  expect(await statusOnServer(page, request, pending.id)).toBe("CONFIRMED");
  await expectNoSeriousA11yViolations(page);

  menu = await openMenu(element, pending.order_number);
  await menu.getByRole("menuitem", { name: "View" }).click();
  await expect(element.getByRole("heading", { name: `Order ${pending.order_number}` })).toBeVisible();
  await element.getByRole("group", { name: "Change status" }).getByRole("button", { name: "Deliver" }).click();
  await element.getByRole("button", { name: "Mark delivered" }).click();
  await expect(page.locator("#order-events")).toHaveText(`Order ${pending.id} is now DELIVERED`);
  await expect(element.getByRole("group", { name: "Change status" })).toHaveCount(0);
  // The page URL is the portal's own (memory routing).
  await expect(page).toHaveURL(/\/embed\.html$/);

  // Canceling an order lowers total sales: <shop-overview> on the same page follows without a reload.
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const dashboard = async () =>
    (await (await request.get("/api/dashboard", { headers: { authorization: `Bearer ${token}` } })).json()).body;
  const euro = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });
  const totalSales = page.locator("shop-overview").locator('[data-figure="totalSales"] .value');
  const before = await dashboard();
  await expect(totalSales).toHaveText(euro.format(before.totalSales));
  const another = (await listOrders(page, request)).find((order) => order.order_status === "PENDING")!;
  await element.getByRole("link", { name: "Back to orders" }).click();
  await element.getByLabel("Search by customer name or order number").fill(another.order_number);
  menu = await openMenu(element, another.order_number);
  await menu.getByRole("menuitem", { name: "Cancel" }).click();
  await element.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.locator("#order-events")).toHaveText(`Order ${another.id} is now CANCELED`);
  const after = await dashboard();
  expect(after.totalSales).toBeLessThan(before.totalSales);
  await expect(totalSales).toHaveText(euro.format(after.totalSales));
});
