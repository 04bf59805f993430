import fs from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { ADMIN } from "./helpers";

test.describe.configure({ mode: "serial" });

/** Counts the session events the portal hears, with the tag of the element that fired each. */
async function recordSessionEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { sessionEvents: string[] }).sessionEvents = seen;
    for (const name of ["shop-signed-in", "shop-signed-out"])
      document.addEventListener(name, (event) =>
        seen.push(`${name} ${(event.target as Element).tagName.toLowerCase()}`),
      );
  });
}

const sessionEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { sessionEvents: string[] }).sessionEvents);

async function signInOnPage(page: Page) {
  const signIn = page.locator("shop-sign-in");
  await signIn.getByPlaceholder("Email").fill(ADMIN.email);
  await signIn.getByPlaceholder("Password").fill(ADMIN.password);
  await signIn.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.locator("#session-status")).toHaveText("Signed in as ADMIN");
}

async function pendingOrder(page: Page): Promise<{ id: number; order_number: string }> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await page.request.get("/api/admin/orders", { headers: { authorization: `Bearer ${token}` } });
  const orders = (await response.json()).body as { id: number; order_number: string; order_status: string }[];
  return orders.find((order) => order.order_status === "PENDING")!;
}

async function confirmOrder(page: Page, orderNumber: string) {
  const orders = page.locator("shop-orders");
  await orders.getByLabel("Search by customer name or order number").fill(orderNumber);
  // The search goes to the server after a pause: wait for the filtered page, so the row (and the
  // menu placed beside it) does not move after the menu opened.
  await expect(orders.getByRole("button", { name: /^Actions for order / })).toHaveCount(1);
  await orders.getByRole("button", { name: `Actions for order ${orderNumber}` }).click();
  await orders.getByRole("menu").getByRole("menuitem", { name: "Confirm" }).click();
  await orders.getByRole("button", { name: "Confirm order" }).click();
}

/** A stylesheet of the portal's own, with the page's style nonce (the host's CSP refuses other inline styles). */
async function addPortalStyle(page: Page, css: string) {
  await page.evaluate((text) => {
    const style = document.createElement("style");
    style.nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? "";
    style.textContent = text;
    document.head.append(style);
  }, css);
}

test("embed.html: one sign-in form for the page, one shop-signed-in, and one shop-signed-out", async ({ page }) => {
  await recordSessionEvents(page);
  await page.goto("/embed.html");
  // Signed out, the area elements point to the page's sign-in instead of each showing a form.
  const orders = page.locator("shop-orders");
  await expect(orders.getByText("Sign in with the sign-in form on this page to see Orders.")).toBeVisible();
  await expect(orders.getByRole("button", { name: "LOGIN" })).toHaveCount(0);
  await expect(page.locator("shop-catalog").getByRole("button", { name: "LOGIN" })).toHaveCount(0);
  await orders.getByRole("button", { name: "Go to sign in" }).click();
  await expect(page.locator("shop-sign-in").getByPlaceholder("Email")).toBeFocused();

  await signInOnPage(page);
  await expect(orders.getByRole("heading", { name: "All Orders" })).toBeVisible();
  expect(await sessionEvents(page)).toEqual(["shop-signed-in shop-sign-in"]);

  // The operator moves on to the transactions, then logs out.
  await orders.getByRole("link", { name: "Transactions" }).first().click();
  await expect(orders.getByRole("heading", { name: "Transactions" })).toBeVisible();
  await page.locator("shop-sign-in").getByRole("button", { name: "Logout" }).click();
  await expect(page.locator("#session-status")).toHaveText("Not signed in");
  expect(await sessionEvents(page)).toEqual(["shop-signed-in shop-sign-in", "shop-signed-out shop-sign-in"]);
  // The next operator starts at the element's first screen, not at the previous one's last page.
  await signInOnPage(page);
  await expect(orders.getByRole("heading", { name: "All Orders" })).toBeVisible();
});

test("embed.html: a status change in <shop-orders> shows its notice inside <shop-orders>", async ({ page }) => {
  await page.goto("/embed.html");
  await signInOnPage(page);
  const order = await pendingOrder(page);
  await confirmOrder(page, order.order_number);
  const notices = page.locator("shop-orders").locator('[part~="notices"]');
  await expect(notices.getByText("Order Status Updated Successfully")).toBeVisible();
  await expect(
    page.locator("shop-sign-in").locator('[part~="notices"]').getByText("Order Status Updated Successfully"),
  ).toHaveCount(0);
  await expect(
    page.locator("shop-catalog").locator('[part~="notices"]').getByText("Order Status Updated Successfully"),
  ).toHaveCount(0);
  // ::part(notices) styles this element's notices from the portal's CSS.
  await addPortalStyle(page, "shop-orders::part(notices) { outline: 3px solid rgb(0, 128, 0); }");
  expect(await notices.evaluate((element) => getComputedStyle(element).outlineColor)).toBe("rgb(0, 128, 0)");
});

test("embed.html: with a transformed, scrolled wrapper the notice is still in the viewport", async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 420 });
  await page.goto("/embed.html");
  await signInOnPage(page);
  // The portal animates its sections (a transform) and puts room above <shop-orders>.
  await addPortalStyle(
    page,
    "main > section { transform: translateX(0); } main > section:has(shop-orders) { padding-top: 900px; }",
  );
  const order = await pendingOrder(page);
  await confirmOrder(page, order.order_number);
  const notice = page.locator("shop-orders").getByText("Order Status Updated Successfully");
  await expect(notice).toBeVisible();
  const box = (await notice.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(420);
});

test("embed.html: no violation of axe's rules (best practices included) comes from the elements", async ({ page }) => {
  await page.goto("/embed.html");
  await signInOnPage(page);
  await expect(page.locator("shop-orders").getByRole("heading", { name: "All Orders" })).toBeVisible();
  await expect(page.locator("shop-catalog").getByRole("navigation")).toBeVisible();
  await expect(page.locator("shop-customers").getByRole("heading", { name: "All Users" })).toBeVisible();
  await expect(page.locator("shop-customers").getByRole("navigation").getByRole("link")).toHaveText([
    "User",
    "Sale Person",
    "Review",
  ]);
  // No <main> (or other page-level landmark) inside the elements: the portal has its own.
  const landmarks = await page.evaluate(() =>
    ["shop-sign-in", "shop-overview", "shop-orders", "shop-catalog", "shop-customers"].map(
      (tag) =>
        document
          .querySelector(tag)!
          .shadowRoot!.querySelectorAll("main, [role=main], header, footer, [role=banner], [role=contentinfo]").length,
    ),
  );
  expect(landmarks).toEqual([0, 0, 0, 0, 0]);
  const source = fs.readFileSync(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url), "utf8");
  // Evaluated through the DevTools protocol: the host's CSP refuses an inline <script> tag.
  await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: { id: string; nodes: { target: unknown[]; html: string }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    // Only what lies inside an element counts (a target with a shadow path names the element first).
    return result.violations
      .map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.filter((node) => Array.isArray(node.target[0]) || /^shop-/.test(String(node.target[0]))),
      }))
      .filter((violation) => violation.nodes.length > 0)
      .map(
        (violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => [node.target, node.html]))}`,
      );
  });
  expect(violations).toEqual([]);
});
