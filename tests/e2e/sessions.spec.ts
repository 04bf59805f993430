import { expect, test, type Page } from "./fixtures";
import { ADMIN, SUPER_ADMIN, signInThroughForm } from "./helpers";

test.describe.configure({ mode: "serial" });

/** Signs an account in through the API, as another browser or device would: the page's token is superseded. */
async function signInElsewhere(page: Page, who: { email: string; password: string }): Promise<string> {
  const response = await page.request.post("/api/auth/signin", { data: { email: who.email, password: who.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function api<T>(page: Page, path: string, token: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { body: T }).body;
}

test("a save refused for a superseded token waits for the sign-in dialog, then is saved with nothing typed lost", async ({
  page,
}) => {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  const token = (await page.evaluate(() => localStorage.getItem("token")))!;
  const {
    products: [product],
  } = await api<{ products: { id: number; product_name: string; stock: number }[] }>(
    page,
    "/products?page=1&limit=1",
    token,
  );

  await page.goto(`/add-all-product?id=${product.id}`);
  const nameField = page.getByLabel("Product name *");
  await expect(nameField).toHaveValue(product.product_name);
  const renamed = `${product.product_name} (renamed ${Date.now()})`;
  await nameField.fill(renamed);
  await page.getByLabel("Inventory *").fill("77");
  // The images part loads beside the fields: counted once it shows (no loading region left).
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const imagesBefore = await page.locator("[data-image-id]").count();

  // The same admin signs in somewhere else: this page's token is now superseded.
  const newer = await signInElsewhere(page, ADMIN);
  await page.getByRole("button", { name: "Update" }).click();

  const dialog = page.getByRole("dialog", { name: "Sign in again" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(ADMIN.email);
  await expect(dialog).toContainText("Token is invalid due to a new login.");
  // Still on the form, with what was typed and the images, behind the dialog.
  await expect(page).toHaveURL(new RegExp(`/add-all-product\\?id=${product.id}$`));
  await expect(nameField).toHaveValue(renamed);
  await expect(page.locator("[data-image-id]")).toHaveCount(imagesBefore);
  expect((await api<{ product_name: string }>(page, `/product/byid/${product.id}`, newer)).product_name).toBe(
    product.product_name,
  );

  await dialog.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog).toBeHidden();
  // The refused save went out again with the new session: saved, with its notice.
  await expect(page.getByText("Product updated successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/all-products/);
  const latest = (await page.evaluate(() => localStorage.getItem("token")))!;
  expect(latest).not.toBe(token);
  const saved = await api<{ product_name: string; stock: number }>(page, `/product/byid/${product.id}`, latest);
  expect(saved).toMatchObject({ product_name: renamed, stock: 77 });
});

test("signing in as another account in the dialog asks before discarding, then starts at the overview", async ({
  page,
}) => {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  await page.getByRole("link", { name: "Orders", exact: true }).click();
  await expect(page).toHaveURL(/\/orders/);
  await signInElsewhere(page, ADMIN);
  await page.getByRole("link", { name: "Products", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in again" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email").fill(SUPER_ADMIN.email);
  await dialog.getByLabel("Password", { exact: true }).fill(SUPER_ADMIN.password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  const ask = page.getByRole("dialog", { name: "Discard unsaved work?" });
  await expect(ask).toContainText(SUPER_ADMIN.email);
  await ask.getByRole("button", { name: "Discard and continue" }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/overView$/);
  expect(await page.evaluate(() => localStorage.getItem("userStatus"))).toBe('"SUPER_ADMIN"');
});

test("Sign out in the dialog signs out, and the next sign-in starts at the overview", async ({ page }) => {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  await page.getByRole("link", { name: "Orders", exact: true }).click();
  await expect(page).toHaveURL(/\/orders/);
  await signInElsewhere(page, ADMIN);
  await page.getByRole("link", { name: "Products", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in again" });
  await dialog.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
});

test("two tabs: a sign-out in one keeps the other's typed form behind the dialog", async ({ context }) => {
  const first = await context.newPage();
  await first.goto("/");
  await signInThroughForm(first, ADMIN);
  await expect(first).toHaveURL(/\/overView$/);
  await first.goto("/add-all-product");
  const nameField = first.getByLabel("Product name *");
  await nameField.fill("Half-typed product");

  const second = await context.newPage();
  await second.goto("/setting/change-password");
  await second.getByRole("button", { name: "Logout" }).click();
  await expect(second.getByRole("button", { name: "LOGIN" })).toBeVisible();

  // The first tab says so and keeps the form behind the dialog.
  const dialog = first.getByRole("dialog", { name: "Sign in again" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("You were signed out in another tab.");
  await expect(first.getByText("You were signed out in another tab.").first()).toBeVisible();
  await expect(nameField).toHaveValue("Half-typed product");
  await expect(first).toHaveURL(/\/add-all-product$/);

  await dialog.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog).toBeHidden();
  await expect(nameField).toHaveValue("Half-typed product");
  // The other tab follows the new sign-in (it had nothing to lose).
  await expect(second).toHaveURL(/\/overView$/);
});

test("two tabs: another account signing in elsewhere is never taken silently", async ({ context }) => {
  const first = await context.newPage();
  await first.goto("/");
  await signInThroughForm(first, ADMIN);
  await expect(first).toHaveURL(/\/overView$/);
  await first.goto("/add-all-product");
  await first.getByLabel("Product name *").fill("Typed as admin");

  // The second tab holds a super admin's session (as after signing in there as someone else).
  const second = await context.newPage();
  await second.goto("/setting/change-password");
  await second.getByRole("button", { name: "Logout" }).click();
  const dialog = first.getByRole("dialog", { name: "Sign in again" });
  await expect(dialog).toBeVisible();
  await signInThroughForm(second, SUPER_ADMIN);
  await expect(second).toHaveURL(/\/overView$/);

  await expect(dialog).toContainText(`Another tab signed in as ${SUPER_ADMIN.email}`);
  await expect(first.getByLabel("Product name *")).toHaveValue("Typed as admin");
  await dialog.getByRole("button", { name: `Continue as ${SUPER_ADMIN.email}` }).click();
  await first.getByRole("dialog", { name: "Discard unsaved work?" }).getByRole("button", { name: "Back" }).click();
  // Back to the sign-in: the admin signs in again here and keeps the form.
  await dialog.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog).toBeHidden();
  await expect(first.getByLabel("Product name *")).toHaveValue("Typed as admin");
});

test("after a Logout the next sign-in starts at the overview, not at the previous operator's last page", async ({
  page,
}) => {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  await page.goto("/setting/change-password");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
  await signInThroughForm(page, SUPER_ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
});

test("Logout ends the session on the server: it sends the token to POST /api/auth/signout, which is refused afterwards", async ({
  page,
}) => {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  const token = (await page.evaluate(() => localStorage.getItem("token")))!;
  await page.goto("/setting/change-password");
  const signOut = page.waitForRequest((request) => request.url().endsWith("/api/auth/signout"));
  await page.getByRole("button", { name: "Logout" }).click();
  const request = await signOut;
  expect(request.method()).toBe("POST");
  expect(await request.headerValue("authorization")).toBe(`Bearer ${token}`);
  expect((await request.response())?.status()).toBe(200);
  await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  // A copy of the old token (kept by someone, or left in another place) is refused by the server.
  const reused = await page.request.get("/api/user", { headers: { authorization: `Bearer ${token}` } });
  expect(reused.status()).toBe(401);
  expect(((await reused.json()) as { message: string }).message).toBe("This session was signed out.");
});

test("Logout signs out on the page even when the sign-out call fails", async ({ page }) => {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  const token = (await page.evaluate(() => localStorage.getItem("token")))!;
  await page.goto("/setting/change-password");
  // The network drops the call: the server never hears of it.
  await page.route("**/api/auth/signout", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  expect(await page.evaluate(() => document.cookie)).not.toContain("token=");
  // Reloading the page does not bring the session back.
  await page.reload();
  await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
  // What the failed call could not do: the server still holds that session (the next sign-in supersedes it).
  await page.unroute("**/api/auth/signout");
  const leftOver = await page.request.get("/api/user", { headers: { authorization: `Bearer ${token}` } });
  expect(leftOver.status()).toBe(200);
});
