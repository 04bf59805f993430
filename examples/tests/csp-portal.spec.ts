import { expect, test } from "@playwright/test";
import { apiBase, cspViolations, expectOrders, origin, ports, signIn, watch } from "./hosts";

// examples/csp-portal: a static page served with
// default-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self' <api>; no nonce.
const portal = `${origin(ports.portal)}/`;

test("csp portal: the page is served with the strict CSP and talks to the API on another origin", async ({
  request,
}) => {
  const response = await request.get(portal);
  const csp = response.headers()["content-security-policy"];
  expect(csp).toContain("style-src 'self';");
  expect(csp).toContain(`connect-src 'self' ${new URL(apiBase).origin}`);
  expect(csp).not.toMatch(/nonce|unsafe-inline/);
  expect(await response.text()).toContain(`api-base="${apiBase}"`);
});

test("csp portal: sign in through <shop-sign-in>, <shop-orders> lists orders, the portal hears shop-signed-in, its own token stays", async ({
  page,
}) => {
  const { problems } = await watch(page);
  await page.goto(portal);
  await signIn(page, page.locator("shop-sign-in"));
  await expect(page.locator("#session")).toHaveText("Signed in as ADMIN");
  await expect(page.locator("#events")).toContainText("shop-signed-in ADMIN");
  await expectOrders(page, page.locator("shop-orders"));
  // storage-key="shop": the library keeps shop-token; the portal's own `token` is untouched.
  const stored = await page.evaluate(() => ({
    own: localStorage.getItem("token"),
    library: localStorage.getItem("shop-token"),
  }));
  expect(stored.own).toBe("portal-own");
  expect(stored.library).toMatch(/^ey/);
  expect(problems).toEqual([]);
});

test("csp portal: zero CSP violations, and the elements are styled (not the browser's default button)", async ({
  page,
}) => {
  const { problems } = await watch(page);
  await page.goto(portal);
  const login = page.locator("shop-sign-in").getByRole("button", { name: "LOGIN" });
  await expect(login).toBeVisible();
  const [styled, unstyled] = await login.evaluate((button) => {
    // The same button in a shadow root with no styles: what an element would show if its styles were refused.
    const host = document.createElement("div");
    document.body.append(host);
    const root = host.attachShadow({ mode: "open" });
    const plain = document.createElement("button");
    plain.textContent = "LOGIN";
    root.append(plain);
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        color: style.color,
        border: style.borderTopStyle,
        radius: style.borderTopLeftRadius,
      };
    };
    const result = [look(button), look(plain)];
    host.remove();
    return result;
  });
  expect(styled.background).not.toBe(unstyled.background);
  await signIn(page, page.locator("shop-sign-in"));
  await expectOrders(page, page.locator("shop-orders"));
  expect(await cspViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
