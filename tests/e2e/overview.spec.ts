import { expect, test, type Page } from "./fixtures";
import { ADMIN, api, expectNoA11yViolations, signInThroughForm } from "./helpers";

test.describe.configure({ mode: "serial" });

const section = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function signInToOverview(page: Page) {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
}

/** "12 pending orders" → 12. */
async function pendingCount(page: Page) {
  const text = await section(page, "Orders waiting")
    .getByText(/^\d[\d,]* pending orders?$/)
    .textContent();
  return Number(text!.replace(/\D/g, ""));
}

test("the seeded shop: a 30-day trend with sales on at least 20 days, every block filled, no axe violation", async ({
  page,
}) => {
  await signInToOverview(page);
  const chart = section(page, "Net sales");
  const points = chart.locator('rect[role="img"]');
  await expect(points).toHaveCount(30);
  const labels = await points.evaluateAll((rects) => rects.map((rect) => rect.getAttribute("aria-label") ?? ""));
  const daysWithSales = labels.filter((label) => !label.endsWith("total €0.00"));
  expect(daysWithSales.length).toBeGreaterThanOrEqual(20);
  await expect(chart).toContainText("Europe/Paris");
  // Keyboard: the last day is the tab stop, the arrow keys move to the day before.
  await points.last().focus();
  await page.keyboard.press("ArrowLeft");
  await expect(points.nth(28)).toBeFocused();
  await expect(page.getByTestId("sales-tooltip")).toContainText(labels[28].split(":")[0]);

  await expect(section(page, "Orders waiting").getByRole("link", { name: "View pending orders" })).toBeVisible();
  await expect(section(page, "Top products, last 30 days").getByRole("link").first()).toBeVisible();
  await expect(section(page, "Low stock")).toContainText("or fewer in stock");
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Months" }).click();
  await expect(points).toHaveCount(12);
  await expectNoA11yViolations(page);
});

test("confirming the oldest pending order lowers the waiting count on return to the overview", async ({ page }) => {
  await signInToOverview(page);
  const before = await pendingCount(page);
  const orders = await api<{ id: number; order_number: string; order_status: string; created_at: string }[]>(
    page,
    "/admin/orders",
  );
  const oldest = orders
    .filter((order) => order.order_status === "PENDING")
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))[0];
  expect(before).toBe(orders.filter((order) => order.order_status === "PENDING").length);

  await section(page, "Orders waiting").getByRole("link", { name: "View pending orders" }).click();
  await expect(page).toHaveURL(/\/orders\?status=PENDING$/);
  await page.goto(`/view-order/${oldest.id}`);
  await page.getByRole("group", { name: "Change status" }).getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("button", { name: "Confirm order" }).click();
  await expect(page.getByText("Order Status Updated Successfully")).toBeVisible();

  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/overView$/);
  await expect(section(page, "Orders waiting").getByText(`${before - 1} pending order`)).toBeVisible();
});

test("a product set to stock 2 appears under low stock, linking to its edit screen", async ({ page }) => {
  await signInToOverview(page);
  const { products } = await api<{ products: { id: number; product_name: string; stock: number }[] }>(
    page,
    "/products?page=1&limit=10&status=PUBLISHED",
  );
  const product = products.find((candidate) => candidate.stock > 5)!;
  await expect(section(page, "Low stock")).not.toContainText(product.product_name);

  await page.goto(`/add-all-product?id=${product.id}`);
  await page.getByLabel("Inventory *").fill("2");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();

  await page.getByRole("link", { name: "Overview" }).click();
  const link = section(page, "Low stock").getByRole("link", { name: `Edit ${product.product_name}` });
  await expect(link).toBeVisible();
  await expect(link.locator("xpath=..")).toContainText("2 in stock");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/add-all-product\\?id=${product.id}$`));
  await expect(page.getByLabel("Inventory *")).toHaveValue("2");
});
