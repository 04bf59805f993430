import { expect, test } from "@playwright/test";
import { expectOrders, openFirstOrder, origin, ports, signIn, watch } from "./hosts";

// examples/vite-react-router: <OrdersArea/> on the route /admin/* of the host's <BrowserRouter>.
const app = origin(ports.vite);

test("vite + react-router: the host's link opens /admin, sign in, orders, the host hears a status change", async ({
  page,
}) => {
  const { problems } = await watch(page);
  await page.goto(`${app}/`);
  await expect(page.getByRole("heading", { name: "Shop host" })).toBeVisible();
  await page.getByRole("link", { name: "Orders admin" }).click();
  await expect(page).toHaveURL(`${app}/admin`);
  await signIn(page);
  await expectOrders(page);
  // Confirm a PENDING order: onOrderStatusChanged reaches the host, which writes its notice.
  const pending = page.getByRole("row").filter({ hasText: "PENDING" }).first();
  const actions = pending.getByRole("button", { name: /^Actions for order / });
  const orderNumber = (await actions.getAttribute("aria-label"))!.replace("Actions for order ", "");
  await actions.click();
  await page
    .getByRole("menu", { name: `Actions for order ${orderNumber}` })
    .getByRole("menuitem", { name: "Confirm" })
    .click();
  await page.getByRole("button", { name: "Confirm order" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Host heard" })).toHaveText(
    /^Host heard: order \d+ is now CONFIRMED$/,
  );
  expect(new URL(page.url()).pathname).toMatch(/^\/admin(\/|$)/);
  expect(problems).toEqual([]);
});

test("vite + react-router: an order's URL is under /admin, and Back returns to the list", async ({ page }) => {
  const { problems } = await watch(page);
  await page.goto(`${app}/admin`);
  await signIn(page);
  await expectOrders(page);
  const list = page.url();
  expect(new URL(list).pathname).toMatch(/^\/admin(\/|$)/);
  await openFirstOrder(page);
  await expect(page).toHaveURL(new RegExp(`^${app}/admin/(.+/)?view-order/\\d+$`));
  await page.goBack();
  await expect(page).toHaveURL(list);
  await expectOrders(page);
  expect(problems).toEqual([]);
});
