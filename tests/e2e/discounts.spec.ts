import { expect, test, type APIRequestContext, type Locator, type Page } from "./fixtures";
import { ADMIN, expectNoA11yViolations, signInOnEmbed, signInThroughForm } from "./helpers";

test.describe.configure({ mode: "serial" });

/** dd/mm/yyyy of the day `offset` days from today (the datepicker's format). */
function typedDay(offset: number) {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return [date.getDate(), date.getMonth() + 1, date.getFullYear()].map((n) => String(n).padStart(2, "0")).join("/");
}

async function api(page: Page, request: APIRequestContext, path: string) {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()).body;
}

const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

async function fillDates(page: Page, start: number, end: number) {
  for (const [label, offset] of [
    ["Start date", start],
    ["End date", end],
  ] as const) {
    const input = page.getByLabel(label, { exact: true });
    await input.fill(typedDay(offset));
    await input.press("Escape");
  }
}

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

const notice = (page: Page, text: string): Locator => page.getByText(text, { exact: true }).first();

const code = `E2E${Date.now().toString(36).toUpperCase()}`;

test("discounts: a limited coupon through the overlap warning, listed Running, deactivated and activated", async ({
  page,
}) => {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  await page.getByRole("link", { name: "Discounts" }).click();
  await expect(page).toHaveURL(/\/all-discounts$/);
  await expect(rowOf(page, "WELCOME10")).toHaveCount(1);
  await expectNoA11yViolations(page);

  await page.getByRole("link", { name: "CREATE DISCOUNT" }).click();
  await expect(page).toHaveURL(/\/create-discount$/);
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: /^Coupon/ }).click();
  await expect(page).toHaveURL(/\/discount\/coupon$/);
  await page.getByLabel(/^Code/).fill(code.toLowerCase());
  await page.getByLabel("Percentage", { exact: true }).fill("12");
  await page.getByLabel("Limit uses per customer").check();
  await page.getByLabel("Uses per customer", { exact: true }).fill("2");
  await page.getByLabel("Business type").selectOption("B2C");
  await fillDates(page, -1, 10);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Save discount" }).click();

  // WELCOME10 is an active B2C coupon in the same days: the warning lists it.
  const dialog = page.getByRole("dialog", { name: "Overlapping discounts" });
  await expect(dialog.getByRole("link", { name: "Open WELCOME10" })).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Save anyway" }).click();
  await expect(notice(page, "Discount created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/all-discounts$/);

  const row = rowOf(page, code);
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Running", { exact: true })).toBeVisible();
  await expect(row.getByText("ends in 10 days")).toBeVisible();
  await expect(row.getByRole("cell", { name: "2", exact: true })).toBeVisible();

  await rowAction(page, code, "Deactivate");
  await expect(notice(page, "Discount De-Activated successfully")).toBeVisible();
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
  await rowAction(page, code, "Activate");
  await expect(notice(page, "Discount Activated successfully")).toBeVisible();
  await expect(row.getByText("Running", { exact: true })).toBeVisible();

  // The filter and the search ride in the URL and survive a reload.
  await page.getByLabel("Search discounts").fill(code.slice(0, 8));
  await page.getByLabel("Business type").selectOption("B2C");
  await expect(page).toHaveURL(/type=B2C/);
  await page.reload();
  await expect(rowOf(page, code)).toHaveCount(1);
  await expect(rowOf(page, "B2BSPRING")).toHaveCount(0);
});

test("discounts: a code in use is refused at the field, and the form keeps what was typed", async ({ page }) => {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  await page.goto("/discount/coupon");
  await page.getByLabel(/^Code/).fill(code);
  await page.getByLabel("Fixed amount (€)").check();
  await page.getByLabel("Amount in euros").fill("3");
  await page.getByLabel("Business type").selectOption("B2B");
  // Far in the future: no other coupon runs then, so no warning comes first.
  await fillDates(page, 400, 410);
  await page.getByRole("button", { name: "Save discount" }).click();
  const field = page.getByLabel(/^Code/);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(`The code ${code} is already used by another discount`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/discount\/coupon$/);
  await expect(page.getByLabel("Amount in euros")).toHaveValue("3");
  await expectNoA11yViolations(page);
});

test("discounts: a product discount by typing part of a product's name; edit by link reopens it", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  const { products } = await api(page, request, "/products?limit=1&page=1");
  const name: string = products[0].product_name;
  await page.goto("/create-discount");
  await page.getByRole("link", { name: /^Product, category or brand/ }).click();
  await expect(page).toHaveURL(/\/discount\/product$/);
  const picker = page.getByRole("combobox", { name: "Product" });
  const asked = page.waitForRequest((req) => req.url().includes("/api/products?") && req.url().includes("search="));
  // Part of the name, as an operator types it (the picker trims it before asking).
  const part = name.slice(0, 6).trim();
  await picker.fill(part);
  expect(new URL((await asked).url()).searchParams.get("search")).toBe(part);
  await page.getByRole("option", { name, exact: true }).click();
  await page.getByLabel("Percentage", { exact: true }).fill("7.5");
  await page.getByLabel("Business type").selectOption("BOTH");
  await fillDates(page, 300, 320);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Save discount" }).click();
  await expect(notice(page, "Discount created successfully")).toBeVisible();
  const row = rowOf(page, name);
  await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(row.getByText("7.5 %")).toBeVisible();

  const discounts: { id: number; target_id: number | null; percentage: number | null }[] = await api(
    page,
    request,
    "/discount/all",
  );
  const created = discounts.find((d) => d.target_id === products[0].id && d.percentage === 7.5)!;
  await page.goto(`/discount/product?id=${created.id}`);
  await expect(page.getByRole("heading", { name: "Edit Product, Category or Brand Discount" })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByLabel("Percentage", { exact: true })).toHaveValue("7.5");
  await expectNoA11yViolations(page);
});

test("embed.html: <shop-discounts> lists the discounts after the page's sign-in, and opens a form", async ({
  page,
}) => {
  await page.goto("/embed.html");
  await signInOnEmbed(page);
  const element = page.locator("shop-discounts");
  await expect(element.getByRole("heading", { name: "All Discounts" })).toBeVisible();
  await expect(rowOf(page, "WELCOME10")).toHaveCount(1);
  await element.getByRole("link", { name: "CREATE DISCOUNT" }).click();
  await element.getByRole("link", { name: /^Free shipping/ }).click();
  await expect(element.getByRole("heading", { name: "Free Shipping" })).toBeVisible();
  // react-datepicker's stylesheet reaches into the shadow root.
  await element.getByLabel("Start date", { exact: true }).click();
  const calendar = element.locator(".react-datepicker");
  await expect(calendar).toBeVisible();
  expect(await calendar.evaluate((node) => getComputedStyle(node).display)).toBe("inline-block");
});
