import { expect, type Locator, type Page } from "@playwright/test";

export { apiBase, origin, ports } from "../servers.mjs";
import { apiBase } from "../servers.mjs";

export const ADMIN = { email: "admin@shop.test", password: "Admin#2026", role: "ADMIN" };

/**
 * What an integrator would see in the console, collected from the page's first script on: errors,
 * uncaught exceptions and failed requests (`problems`); images that failed to load apart (`images`),
 * so a broken picture fails its own check instead of hiding the rest of the flow; CSP reports in the page.
 */
export async function watch(page: Page) {
  const seen = { problems: [] as string[], images: [] as string[] };
  page.on("console", (message) => {
    // A failed request is reported below with its address.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      seen.problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => seen.problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() < 400) return;
    const line = `${response.status()} ${response.request().method()} ${response.url()}`;
    (response.request().resourceType() === "image" ? seen.images : seen.problems).push(line);
  });
  page.on("requestfailed", (request) =>
    (request.resourceType() === "image" ? seen.images : seen.problems).push(
      `${request.failure()?.errorText} ${request.method()} ${request.url()}`,
    ),
  );
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const seen = ((window as unknown as { cspViolations?: string[] }).cspViolations ??= []);
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return seen;
}

export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

/** The library's sign-in form (in the page, or in an element's shadow root: locators pierce it). */
export async function signIn(page: Page, scope = page.locator("body")) {
  // A prerendered page (Next.js) shows the form before React has hydrated it: what is typed before
  // then can be lost, so the operator here waits for the page's scripts, as one would for the page.
  await page.waitForLoadState("networkidle");
  await scope.getByPlaceholder("Email").fill(ADMIN.email);
  await scope.getByPlaceholder("Password").fill(ADMIN.password);
  await scope.getByRole("button", { name: "LOGIN" }).click();
}

/** The orders list as an operator sees it: its heading and at least one order row. */
export async function expectOrders(page: Page, scope = page.locator("body")) {
  await expect(scope.getByRole("heading", { name: "All Orders" })).toBeVisible();
  await expect(scope.getByRole("button", { name: /^Actions for order / }).first()).toBeVisible();
}

/** Opens the first order of the list through its row's actions menu (View); returns its number. */
export async function openFirstOrder(page: Page, scope = page.locator("body")) {
  const actions = scope.getByRole("button", { name: /^Actions for order / }).first();
  const orderNumber = (await actions.getAttribute("aria-label"))!.replace("Actions for order ", "");
  await actions.click();
  await scope
    .getByRole("menu", { name: `Actions for order ${orderNumber}` })
    .getByRole("menuitem", { name: "View" })
    .click();
  await expect(scope.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
  return orderNumber;
}

/** Every picture in `scope` loaded, from the API's origin (the host's origin has no /api). */
export async function expectPicturesFromApi(scope: Locator, brokenImages: string[]) {
  await expect(scope.locator("img").first()).toBeAttached();
  const pictures = () =>
    scope.locator("img").evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({
        src: image.currentSrc || image.src,
        loaded: image.complete && image.naturalWidth > 0,
      })),
    );
  await expect.poll(async () => (await pictures()).filter((picture) => !picture.loaded)).toEqual([]);
  for (const { src } of await pictures())
    if (src.startsWith("http")) expect(new URL(src).origin, src).toBe(new URL(apiBase).origin);
  expect(brokenImages).toEqual([]);
}
