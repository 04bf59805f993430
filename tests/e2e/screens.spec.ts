import { expect, test, type Page } from "./fixtures";
import { ADMIN, expectNoA11yViolations, signInThroughForm } from "./helpers";

test.describe.configure({ mode: "serial" });

/** What has focus (inside shadow roots too): its tag, accessible text, and whether focus shows. */
async function focused(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return { tag: "body", text: "", visible: false };
    const style = getComputedStyle(active);
    const ring =
      (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) ||
      (style.boxShadow !== "none" && style.boxShadow !== "");
    return {
      tag: active.tagName.toLowerCase(),
      text: (active.getAttribute("aria-label") ?? (active as HTMLElement).innerText ?? "").trim(),
      placeholder: active.getAttribute("placeholder") ?? "",
      visible: active.matches(":focus-visible") && ring,
    };
  });
}

/** Presses Tab (or Shift+Tab) until `matches` holds for the focused element, checking focus shows at each stop. */
async function tabTo(
  page: Page,
  matches: (current: Awaited<ReturnType<typeof focused>>) => boolean,
  { backwards = false, max = 60 } = {},
) {
  for (let step = 0; step < max; step++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const current = await focused(page);
    // The page itself (body) has no focus ring to show; every control reached does.
    expect(current.tag === "body" || current.visible, `focus shows on ${current.tag} "${current.text}"`).toBe(true);
    if (matches(current)) return current;
  }
  throw new Error("never reached the element by keyboard");
}

async function expectHeadingFocused(page: Page, heading: string | RegExp) {
  await expect
    .poll(async () => {
      const current = await focused(page);
      return current.tag === "h1" && current.visible ? current.text : `${current.tag} ${current.text}`;
    })
    .toMatch(heading);
}

test("a whole task by keyboard alone: sign in, Orders, an order, change its status, back", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Sign in · Back-office");
  await tabTo(page, (current) => current.placeholder === "Email");
  await page.keyboard.type(ADMIN.email);
  await tabTo(page, (current) => current.placeholder === "Password");
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/overView$/);
  await expectHeadingFocused(page, /^Overview$/);
  await expect(page).toHaveTitle("Overview · Back-office");

  await tabTo(page, (current) => current.tag === "a" && current.text === "Orders", { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/orders$/);
  await expectHeadingFocused(page, /^All Orders$/);
  await expect(page).toHaveTitle("Orders · Back-office");

  // The status buttons carry their counts ("PENDING 12").
  await tabTo(page, (current) => current.tag === "button" && /^PENDING(\s*\d+)?$/.test(current.text));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/status=PENDING/);
  // Until the pending page arrives the previous rows stay on screen (dimmed, aria-busy): wait for
  // the answer, as the operator does, before choosing an order from it.
  await expect(page.locator("[data-orders-results]")).not.toHaveAttribute("aria-busy");
  // The busy mark comes with the request: until then the rows of every status are still there.
  await expect(page.locator("[data-orders-results]").getByText(/^(CONFIRMED|DELIVERED|CANCELED)$/)).toHaveCount(0);
  await expect(page.locator("[data-orders-results]").getByText("PENDING", { exact: true }).first()).toBeVisible();
  const link = await tabTo(page, (current) => current.tag === "a" && /^ORD-/.test(current.text));
  const orderNumber = link.text;
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/view-order\/\d+$/);
  await expectHeadingFocused(page, `Order ${orderNumber}`);
  await expect(page).toHaveTitle("Order Details · Back-office");
  await tabTo(page, (current) => current.tag === "button" && current.text === "Confirm");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: `Confirm order ${orderNumber}?` });
  await expect(dialog).toBeVisible();
  await tabTo(page, (current) => current.text === "Confirm order", { max: 3 });
  await page.keyboard.press("Enter");
  await expect(page.getByText("Order Status Updated Successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  // Confirm is gone: focus moves on to the next action, never to the page body.
  await expect.poll(async () => (await focused(page)).text).toBe("Deliver");
  expect((await focused(page)).visible).toBe(true);

  await tabTo(page, (current) => current.text.includes("Back to orders"), { backwards: true });
  await page.keyboard.press("Enter");
  // Back where the list was left: the same filter, focus on the list.
  await expect(page).toHaveURL(/\/orders\?.*status=PENDING/);
  await expect(page.getByRole("button", { name: "PENDING" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await focused(page)).tag).not.toBe("body");
  expect((await focused(page)).visible).toBe(true);
});

test("back from an order returns to the same place in the list, focus on that order", async ({ page }) => {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  await page.goto("/orders?page=2");
  const link = page.locator("tbody a[data-order-link]").nth(5);
  const orderNumber = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
  await page.getByRole("link", { name: "Back to orders" }).click();
  await expect(page).toHaveURL(/\/orders\?page=2$/);
  await expect(page.getByRole("link", { name: orderNumber, exact: true })).toBeFocused();
  // The list shows the order date beside the linked number.
  await expect(page.getByRole("columnheader", { name: "Date" })).toBeVisible();
});

test("at 768 px the sidebar folds behind a menu button; Escape closes it", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  const sidebar = page.getByRole("navigation", { name: "Main navigation" });
  const menu = sidebar.getByRole("button", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Orders" })).toBeHidden();
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(sidebar.getByRole("link", { name: "Orders" })).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(sidebar.getByRole("link", { name: "Orders" })).toBeHidden();
  await expect(menu).toBeFocused();
  await page.keyboard.press("Enter");
  await sidebar.getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(sidebar.getByRole("link", { name: "Orders" })).toBeHidden();
});

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page, "the page does not scroll sideways").toBeLessThanOrEqual(widths.viewport);
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("sign-in, the orders list, an order and the product form are usable", async ({ page }) => {
    await page.goto("/");
    // The sign-in screen loads lazily: check it once it is there, not the empty page before it.
    await expect(page.getByPlaceholder("Email")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
    await signInThroughForm(page, ADMIN);
    await expect(page).toHaveURL(/\/overView$/);
    await expectNoSidewaysScroll(page);

    // Orders: the table scrolls in its own box, named after it, with a cue; the order number
    // and the actions stay in view.
    await page.goto("/orders");
    await expect(page.locator("tbody a[data-order-link]").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    const region = page.getByRole("region", { name: "All Orders" });
    await expect(region).toBeVisible();
    await expect(region.locator("xpath=..")).toHaveAttribute("data-more-right", "true");
    await region.evaluate((box) => (box.scrollLeft = box.scrollWidth));
    await expect(region.locator("xpath=..")).toHaveAttribute("data-more-left", "true");
    const box = (await region.boundingBox())!;
    const number = (await page.locator("tbody a[data-order-link]").first().boundingBox())!;
    const actions = (await page
      .getByRole("button", { name: /^Actions for order/ })
      .first()
      .boundingBox())!;
    expect(number.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(actions.x + actions.width).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(actions.height).toBeGreaterThanOrEqual(24);
    await expectNoA11yViolations(page);

    // A pending order (it has status changes): its actions and the confirmation dialog fit.
    await page.getByRole("button", { name: /^PENDING/ }).click();
    await expect(page).toHaveURL(/status=PENDING/);
    const first = page.locator("tbody a[data-order-link]").first();
    await first.click();
    await expect(page.getByRole("heading", { name: /^Order / })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
    const statusButtons = page.getByRole("group", { name: "Change status" }).getByRole("button");
    await statusButtons.first().click();
    const dialog = page.getByRole("alertdialog");
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: "Keep current status" }).click();

    // The product form fits.
    await page.goto("/add-all-product");
    await expect(page.getByRole("heading", { name: /product/i }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    for (const field of await page.locator("main input:visible, main textarea:visible").all()) {
      const fieldBox = (await field.boundingBox())!;
      expect(fieldBox.x + fieldBox.width).toBeLessThanOrEqual(375);
    }
    await expectNoA11yViolations(page);
  });
});
