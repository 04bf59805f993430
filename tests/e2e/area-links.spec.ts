import { expect, test, type Page } from "./fixtures";
import { signInOnEmbed } from "./helpers";

test.describe.configure({ mode: "serial" });

/** The reference API as the signed-in page's token sees it. */
async function api<Body>(page: Page, path: string): Promise<Body> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { body: Body }).body;
}

/** The shop-navigate events the portal hears: "area path cancelable". */
async function recordNavigations(page: Page) {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { navigations: string[] }).navigations = heard;
    document.addEventListener("shop-navigate", (event) => {
      const { path, area } = (event as CustomEvent<{ path: string; area: string | null }>).detail;
      heard.push(`${area} ${path} ${event.cancelable}`);
    });
  });
}

const navigations = (page: Page) => page.evaluate(() => (window as unknown as { navigations: string[] }).navigations);

test("<shop-customers>: a recent order and a review's product open inside the element, with a way back", async ({
  page,
}) => {
  await recordNavigations(page);
  await page.goto("/embed.html");
  await signInOnEmbed(page);
  const customers = page.locator("shop-customers");

  // A customer's recent order (an orders screen) opens in the element, not as "Page not found".
  const users = await api<{ id: number; full_name: string; orderCount: number }[]>(page, "/users");
  const buyer = users.find((user) => user.orderCount > 0)!;
  const recent = await api<{ orders: { id: number; order_number: string }[] }>(
    page,
    `/user/orders/${buyer.id}?limit=5`,
  );
  const order = recent.orders[0];
  await customers.getByLabel("Search by name").fill(buyer.full_name);
  await customers.getByRole("link", { name: buyer.full_name, exact: true }).click();
  await expect(customers.getByRole("heading", { name: buyer.full_name })).toBeVisible();
  await customers.getByRole("link", { name: order.order_number, exact: true }).click();
  await expect(customers.getByRole("heading", { name: `Order ${order.order_number}` })).toBeVisible();
  await expect(customers.getByText(/not found/i)).toHaveCount(0);
  expect(await navigations(page)).toContain(`orders /view-order/${order.id} true`);

  await customers.getByRole("button", { name: "← Back" }).click();
  await expect(customers.getByRole("heading", { name: buyer.full_name })).toBeVisible();
  await expect(customers.getByRole("link", { name: order.order_number, exact: true })).toBeVisible();

  // A review's "Edit product" (a catalog screen) too.
  const reviews = await api<{ id: number; product: { id: number; product_name: string } }[]>(page, "/reviews/all");
  const review = reviews[0];
  await customers.getByRole("link", { name: "Review", exact: true }).click();
  await customers.getByRole("link", { name: review.product.product_name }).first().click();
  await expect(customers.getByRole("link", { name: "Edit product" })).toBeVisible();
  await customers.getByRole("link", { name: "Edit product" }).click();
  await expect(customers.getByText("Edit Product", { exact: true })).toBeVisible();
  await expect(customers.getByRole("textbox", { name: "Product name *" })).toHaveValue(review.product.product_name);
  expect(await navigations(page)).toContain(`catalog /add-all-product?id=${review.product.id} true`);

  await customers.getByRole("button", { name: "← Back" }).click();
  await expect(customers.getByRole("link", { name: "Edit product" })).toBeVisible();
});

test("a portal that cancels shop-navigate keeps the element where it is and opens its own page", async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener("shop-navigate", (event) => {
      if (event.cancelable) {
        event.preventDefault();
        (window as unknown as { opened: string }).opened = (event as CustomEvent<{ path: string }>).detail.path;
      }
    });
  });
  await page.goto("/embed.html");
  await signInOnEmbed(page);
  const customers = page.locator("shop-customers");
  const reviews = await api<{ id: number; product: { id: number; product_name: string } }[]>(page, "/reviews/all");
  await customers.getByRole("link", { name: "Review", exact: true }).click();
  await customers.getByRole("link", { name: reviews[0].product.product_name }).first().click();
  await customers.getByRole("link", { name: "Edit product" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { opened?: string }).opened))
    .toBe(`/add-all-product?id=${reviews[0].product.id}`);
  await expect(customers.getByRole("link", { name: "Edit product" })).toBeVisible();
  await expect(customers.getByText("Edit Product", { exact: true })).toHaveCount(0);
});
