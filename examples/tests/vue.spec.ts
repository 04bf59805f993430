import { expect, test, type Page } from "@playwright/test";
import { ADMIN, expectOrders, expectPicturesFromApi, openFirstOrder, origin, ports, watch } from "./hosts";

// examples/vue: Vue signs in itself and hands the token to <shop-orders> as a property, set
// before the elements bundle is imported (the element is defined only after).
const app = origin(ports.vue);

async function signInWithVue(page: Page) {
  await page.goto(`${app}/`);
  await expect(page.getByRole("button", { name: "Sign in with Vue" })).toBeVisible();
  expect(await page.evaluate(() => customElements.get("shop-orders"))).toBeUndefined();
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in with Vue" }).click();
  const orders = page.locator("shop-orders");
  await expectOrders(page, orders);
  return orders;
}

test("vue: the token property set before the elements load signs the element in; the host hears shop-navigate", async ({
  page,
}) => {
  const { problems } = await watch(page);
  const orders = await signInWithVue(page);
  // Signed in from the start: the element never needed its own sign-in form.
  await expect(orders.getByRole("button", { name: "LOGIN" })).toHaveCount(0);
  // The token is the element's own property: nothing of it in the DOM.
  const seen = await orders.evaluate((element) => ({
    attribute: element.hasAttribute("token"),
    html: element.outerHTML,
    property: (element as HTMLElement & { token?: string | null }).token,
  }));
  expect(seen.attribute).toBe(false);
  expect(seen.property).toMatch(/^ey/);
  expect(seen.html).not.toContain(seen.property!);
  await openFirstOrder(page, orders);
  await expect(page.getByRole("listitem").filter({ hasText: /^shop-navigate \/view-order\/\d+$/ })).toHaveCount(1);
  expect(problems).toEqual([]);
});

test("vue: an order's pictures load from the API's origin", async ({ page }) => {
  const { problems, images } = await watch(page);
  const orders = await signInWithVue(page);
  await openFirstOrder(page, orders);
  await expectPicturesFromApi(orders, images);
  expect(problems).toEqual([]);
});
