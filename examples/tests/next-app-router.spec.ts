import { expect, test } from "@playwright/test";
import { ADMIN, expectOrders, expectPicturesFromApi, openFirstOrder, origin, ports, signIn, watch } from "./hosts";

// examples/next-app-router: a "use client" page rendering <OrdersArea/>, built with next build.
const app = origin(ports.next);

test("next app router: the page is prerendered, signs in, lists orders, the host hears the navigation, no console error", async ({
  page,
  request,
}) => {
  const html = await (await request.get(`${app}/`)).text();
  expect(html).toContain("Next.js host");
  const { problems } = await watch(page);
  await page.goto(`${app}/`);
  await expect(page.getByRole("heading", { name: "Next.js host" })).toBeVisible();
  await signIn(page);
  await expectOrders(page);
  await openFirstOrder(page);
  await expect(page.getByRole("status").filter({ hasText: "Host heard" })).toHaveText(
    /^Host heard: the area is at \/view-order\/\d+$/,
  );
  expect(problems).toEqual([]);
});

test("next app router: an order's pictures load from the API's origin", async ({ page }) => {
  const { problems, images } = await watch(page);
  await page.goto(`${app}/`);
  await signIn(page);
  await expectOrders(page);
  await openFirstOrder(page);
  await expectPicturesFromApi(page.locator("main"), images);
  expect(problems).toEqual([]);
});

test("next app router: what the operator types into the prerendered sign-in form before hydration is kept", async ({
  page,
}) => {
  // Hold the page's scripts back until the operator has typed into the server-rendered form.
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const { problems } = await watch(page);
  await page.goto(`${app}/`, { waitUntil: "domcontentloaded" });
  await page.getByPlaceholder("Email").fill(ADMIN.email);
  await page.getByPlaceholder("Password").fill(ADMIN.password);
  // An early press cannot submit the form natively (the password would land in the address bar).
  await expect(page.getByRole("button", { name: "LOGIN" })).toBeDisabled();
  release();
  await page.waitForLoadState("networkidle");
  await expect(page.getByPlaceholder("Email")).toHaveValue(ADMIN.email);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expectOrders(page);
  expect(problems).toEqual([]);
});
