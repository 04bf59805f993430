import { expect, test, type Page } from "./fixtures";
import { ADMIN, api, apiWrite, expectNoSeriousA11yViolations, signInThroughForm } from "./helpers";

// Bulk actions (issue 32) against the real server: one request per action, a summary naming the
// refused records with the server's reason, refused rows staying selected. Each test leaves the
// data as other specs expect it (what it changes it changes back, or it changes what nobody reads).
test.describe.configure({ mode: "serial" });

async function signIn(page: Page) {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
}

const bar = (page: Page) => page.getByRole("group", { name: "Actions on the selection" });
const summary = (page: Page) => page.locator("[data-bulk-bar] [role=status]");
const dialog = (page: Page) => page.getByRole("alertdialog");

interface ListedOrder {
  id: number;
  order_number: string;
  order_status: "PENDING" | "CONFIRMED" | "DELIVERED" | "CANCELED";
}

test("orders: deliver a confirmed and a pending order; the pending one is refused with the reason and stays selected", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/orders");
  const { orders } = await api<{ orders: ListedOrder[] }>(page, "/admin/orders?page=1&limit=25");
  const confirmed = orders.find((order) => order.order_status === "CONFIRMED");
  const pending = orders.find((order) => order.order_status === "PENDING");
  // Orders are placed by customers only (no call makes one): the seed's first page has both.
  expect(confirmed, "a confirmed order on the seed's first page").toBeDefined();
  expect(pending, "a pending order on the seed's first page").toBeDefined();
  await page.getByRole("checkbox", { name: `Select ${confirmed!.order_number}` }).check();
  await page.getByRole("checkbox", { name: `Select ${pending!.order_number}` }).check();
  await expect(bar(page).getByText("2 selected")).toBeVisible();
  await bar(page).getByRole("button", { name: "Deliver" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Mark 2 orders as delivered?" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/admin/orders/status"));
  await dialog(page).getByRole("button", { name: "Mark delivered" }).click();
  expect((await sent).postDataJSON()).toEqual({ status: "DELIVERED", ids: [confirmed!.id, pending!.id] });
  await expect(summary(page)).toHaveText(
    new RegExp(`^1 order delivered; 1 refused: ${pending!.order_number} — Only confirmed orders can be delivered`),
  );
  await expect(page.getByRole("checkbox", { name: `Select ${pending!.order_number}` })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: `Select ${confirmed!.order_number}` })).not.toBeChecked();
  await expect(bar(page).getByText("1 selected")).toBeVisible();
  const after = await api<{ orders: ListedOrder[] }>(page, "/admin/orders?page=1&limit=25");
  expect(after.orders.find((order) => order.id === confirmed!.id)?.order_status).toBe("DELIVERED");
  expect(after.orders.find((order) => order.id === pending!.id)?.order_status).toBe("PENDING");
  await expectNoSeriousA11yViolations(page);
});

test("orders: cancel refuses a delivered order, and confirm by keyboard", async ({ page }) => {
  await signIn(page);
  await page.goto("/orders?status=DELIVERED");
  const { orders } = await api<{ orders: ListedOrder[] }>(page, "/admin/orders?page=1&limit=25&status=DELIVERED");
  const delivered = orders[0];
  expect(delivered, "a delivered order in the seed").toBeDefined();
  const box = page.getByRole("checkbox", { name: `Select ${delivered.order_number}` });
  await box.focus();
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
  await bar(page).getByRole("button", { name: "Cancel" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page).getByRole("heading", { name: "Cancel 1 order?" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(dialog(page).getByRole("button", { name: "Cancel orders" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(summary(page)).toHaveText(
    new RegExp(`^0 orders canceled; 1 refused: ${delivered.order_number} — Only pending orders can be canceled`),
  );
  await expect(box).toBeChecked();
});

interface ProductPage {
  products: { id: number; product_name: string }[];
  totalProducts: number;
}

/** What a new product copies from a seeded one: its brand, category, colours, tags and images. */
interface ProductModel {
  category_id: number;
  brand_id: number;
  productFlavours: { flavor_id: number }[];
  productDevices: { device_id: number }[];
  productImages: { image_id: number }[];
}

test("products: unpublish every product matching a search (the filter is sent), then publish them back", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  // This test's own products: more than one page (10) of published products sharing a word.
  const search = `Bulkword${Date.now().toString(36)}`;
  const total = 12;
  const [model] = (await api<ProductPage & { products: ProductModel[] }>(page, "/products?status=PUBLISHED&limit=1"))
    .products;
  const ownIds: number[] = [];
  for (let index = 1; index <= total; index++) {
    const created = await apiWrite<{ id: number }>(page, "POST", "/product", {
      product_name: `${search} pod ${index}`,
      category_id: model.category_id,
      brand_id: model.brand_id,
      flavour_ids: model.productFlavours.map((link) => link.flavor_id),
      device_ids: model.productDevices.map((link) => link.device_id),
      stock: 5,
      price: 9.5,
      status: "PUBLISHED",
      images: model.productImages.map((image, order) => ({ image_id: image.image_id, display_order: order + 1 })),
    });
    ownIds.push(created.id);
  }
  await page.goto(`/all-products?status=PUBLISHED&page=1&search=${encodeURIComponent(search)}`);
  await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
  await bar(page)
    .getByRole("button", { name: `Select all ${total} matching` })
    .click();
  await expect(bar(page).getByText(`${total} selected`)).toBeVisible();
  await bar(page).getByRole("button", { name: "Unpublish" }).click();
  await expect(dialog(page).getByRole("heading", { name: `Unpublish ${total} products?` })).toBeVisible();
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/products/bulk"));
  await dialog(page).getByRole("button", { name: "Unpublish" }).click();
  expect((await sent).postDataJSON()).toEqual({ action: "UNPUBLISH", filter: { status: "PUBLISHED", search } });
  await expect(summary(page)).toHaveText(`${total} products unpublished`);
  await expect(page.getByText("No Product Found")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Every one of them is a draft now, and publishing them all brings them back.
  await page.goto(`/all-products?status=DRAFT&page=1&search=${encodeURIComponent(search)}`);
  await expect(page.getByRole("checkbox", { name: "Select every row on this page" })).toBeEnabled();
  const nowDraft = await api<ProductPage>(
    page,
    `/products?status=DRAFT&page=1&limit=100&search=${encodeURIComponent(search)}`,
  );
  expect(nowDraft.products.map((product) => product.id).sort()).toEqual([...ownIds].sort());
  await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
  await bar(page)
    .getByRole("button", { name: `Select all ${total} matching` })
    .click();
  await bar(page).getByRole("button", { name: "Publish", exact: true }).click();
  await dialog(page).getByRole("button", { name: "Publish", exact: true }).click();
  await expect(summary(page)).toHaveText(`${total} products published`);
  const restored = await api<ProductPage>(
    page,
    `/products?status=PUBLISHED&page=1&limit=10&search=${encodeURIComponent(search)}`,
  );
  expect(restored.totalProducts).toBe(total);
  await apiWrite(page, "POST", "/products/bulk", { action: "DELETE", ids: ownIds });
});

test("customers: deleting a customer with orders is refused with the reason; the row stays selected", async ({
  page,
}) => {
  await signIn(page);
  const users = await api<{ id: number; full_name: string; orderCount: number }[]>(page, "/users");
  const buyer = users.find((candidate) => candidate.orderCount > 0);
  expect(buyer, "a customer of the seed with orders").toBeDefined();
  await page.goto(`/user?search=${encodeURIComponent(buyer!.full_name)}`);
  const box = page.getByRole("checkbox", { name: `Select ${buyer!.full_name}` }).first();
  await box.check();
  await bar(page).getByRole("button", { name: "Delete" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Delete 1 user?" })).toBeVisible();
  await dialog(page).getByRole("button", { name: "Delete" }).click();
  await expect(summary(page)).toHaveText(
    // The list's order count leaves canceled orders out; the refusal counts every order.
    /^0 users deleted; 1 refused: .* — Has \d+ orders?$/,
  );
  await expect(box).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test("discounts: deactivate two, then activate them again", async ({ page }) => {
  await signIn(page);
  // This test's own two coupons (active on creation).
  const stamp = Date.now().toString(36).toUpperCase();
  const own: { id: number }[] = [];
  for (const suffix of ["A", "B"]) {
    own.push(
      await apiWrite<{ id: number }>(page, "POST", "/discount/create", {
        discount_type: "PROMO",
        user_type: "BOTH",
        code: `BULK${stamp}${suffix}`,
        start_date: "2027-01-01",
        end_date: "2027-12-31",
        percentage: 5,
        fixed_amount: null,
        number_of_uses_per_user: null,
        min_order_price: 0,
      }),
    );
  }
  const discounts = await api<{ id: number; status: string }[]>(page, "/discount/all");
  const active = discounts.filter((discount) => own.some((mine) => mine.id === discount.id));
  expect(active.map((discount) => discount.status)).toEqual(["ACTIVE", "ACTIVE"]);
  await page.goto("/all-discounts");
  const rows = page.getByRole("table", { name: "Discounts" }).locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  const checkboxOf = async (id: number) => {
    const index = discounts.findIndex((discount) => discount.id === id);
    return rows.nth(index).getByRole("checkbox");
  };
  for (const discount of active) await (await checkboxOf(discount.id)).check();
  await bar(page).getByRole("button", { name: "Deactivate" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Deactivate 2 discounts?" })).toBeVisible();
  await dialog(page).getByRole("button", { name: "Deactivate" }).click();
  await expect(summary(page)).toHaveText("2 discounts deactivated");
  const after = await api<{ id: number; status: string }[]>(page, "/discount/all");
  for (const discount of active) expect(after.find((one) => one.id === discount.id)?.status).toBe("INACTIVE");

  for (const discount of active) await (await checkboxOf(discount.id)).check();
  await bar(page).getByRole("button", { name: "Activate", exact: true }).click();
  await dialog(page).getByRole("button", { name: "Activate", exact: true }).click();
  await expect(summary(page)).toHaveText("2 discounts activated");
  const back = await api<{ id: number; status: string }[]>(page, "/discount/all");
  for (const discount of active) expect(back.find((one) => one.id === discount.id)?.status).toBe("ACTIVE");
  await expectNoSeriousA11yViolations(page);
  for (const discount of own) await apiWrite(page, "PUT", `/discount/disable/${discount.id}`, {});
});
