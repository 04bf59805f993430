import { expect, test, type Locator, type Page } from "./fixtures";
import { ADMIN, api, signInThroughForm, SUPER_ADMIN } from "./helpers";

/**
 * Changes reach open screens (issue 33): two operators, each in a browser of their own, look at
 * the same order; one confirms it, and the other's list shows it confirmed without a reload (the
 * page's change stream, GET /api/events).
 */

interface ListedOrder {
  id: number;
  order_number: string;
  order_status: string;
}

const rowOf = (page: Page, orderNumber: string): Locator =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name: orderNumber, exact: true }) });

async function openOrders(page: Page, who: { email: string; password: string }, orderNumber: string) {
  await page.goto("/");
  await signInThroughForm(page, who);
  await expect(page).toHaveURL(/\/overView$/);
  await page.getByRole("link", { name: "Orders", exact: true }).click();
  await page.getByLabel("Search by customer name or order number").fill(orderNumber);
  await expect(rowOf(page, orderNumber).getByText("PENDING", { exact: true })).toBeVisible();
}

test("a status change in one browser shows in the other's orders list without a reload", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const other = await browser.newContext();
  const watcher = await other.newPage();
  try {
    await page.goto("/");
    await signInThroughForm(page, SUPER_ADMIN);
    await expect(page).toHaveURL(/\/overView$/);
    const pending = (await api<ListedOrder[]>(page, "/admin/orders")).filter((o) => o.order_status === "PENDING");
    // The last pending one: the orders tests take the first.
    const order = pending.at(-1)!;

    await openOrders(watcher, ADMIN, order.order_number);
    // Set on the watching page: still there at the end means the page was never reloaded.
    await watcher.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await page.getByRole("link", { name: "Orders", exact: true }).click();
    await page.getByLabel("Search by customer name or order number").fill(order.order_number);
    const row = rowOf(page, order.order_number);
    await row.getByRole("button", { name: `Actions for order ${order.order_number}` }).click();
    await page.getByRole("menu").getByRole("menuitem", { name: "Confirm" }).click();
    await page.getByRole("button", { name: "Confirm order" }).click();
    await expect(row.getByText("CONFIRMED", { exact: true })).toBeVisible();

    await expect(rowOf(watcher, order.order_number).getByText("CONFIRMED", { exact: true })).toBeVisible();
    expect(await watcher.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  } finally {
    await other.close();
  }
});
