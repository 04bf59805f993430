import { expect, test, type Page } from "./fixtures";
import { ADMIN, expectNoA11yViolations } from "./helpers";

// "/" without a session is the sign-in screen prerendered at build (scripts/build-host.mjs): it
// shows before any script runs, the back-office's scripts run at the first input, and the live
// screen takes over with what the operator typed (host-demo/signed-out).

/** Whether the back-office has taken over: the prerendered screen is gone, the live one shown. */
const liveShown = (page: Page) =>
  page.evaluate(() => !document.getElementById("signed-out") && !document.getElementById("root")!.hidden);

test("the sign-in screen arrives as HTML and runs no back-office script until the operator acts", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("<h1>LOGIN</h1>");
  expect(html).toContain('placeholder="Email"');
  expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/main-[\w-]{8}\.js" \/>/);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "LOGIN" })).toBeVisible();
  await expect(page.getByText("Welcome to")).toBeVisible();
  // Scripts downloaded, none run: the live container stays empty while nobody acts.
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => document.getElementById("root")!.childElementCount)).toBe(0);
  expect(await liveShown(page)).toBe(false);
  await expectNoA11yViolations(page);

  await page.getByPlaceholder("Email").click();
  await expect.poll(() => liveShown(page)).toBe(true);
  // The focus stayed in the field the operator had clicked.
  await expect(page.getByPlaceholder("Email")).toBeFocused();
  await expectNoA11yViolations(page);
});

test("what is typed before the scripts take over is kept, and an early Enter signs in", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Typed straight into the prerendered fields (no input event reaches the page's listeners),
  // the way a browser's autofill or a fast typist is ahead of the scripts.
  await page.evaluate(
    ({ email, password }) => {
      const field = (name: string) => document.querySelector<HTMLInputElement>(`#signed-out input[name="${name}"]`)!;
      field("email").value = email;
      field("password").value = password;
    },
    { email: ADMIN.email, password: ADMIN.password },
  );
  await page.locator('#signed-out input[name="password"]').press("Enter");
  await expect(page).toHaveURL(/\/overView$/);
  expect(await page.evaluate(() => localStorage.getItem("userStatus"))).toBe('"ADMIN"');
});

test("typed fields carry over into the live form, which then reports its own validation", async ({ page }) => {
  await page.goto("/");
  await page.getByPlaceholder("Email").fill("someone@shop.test");
  await expect.poll(() => liveShown(page)).toBe(true);
  await expect(page.getByPlaceholder("Email")).toHaveValue("someone@shop.test");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByPlaceholder("Email")).toHaveValue("someone@shop.test");
});

test("a browser holding a session goes on to the overview without any input", async ({ page }) => {
  await page.goto("/");
  await page.getByPlaceholder("Email").fill(ADMIN.email);
  await page.getByPlaceholder("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/overView$/);
  // The session cookie is gone (a portal cleared it, or it expired): "/" is the signed-out page
  // again, but the stored session still takes the operator on.
  await page.context().clearCookies();
  await page.goto("/");
  await expect(page).toHaveURL(/\/overView$/);
  await expect(page.getByRole("heading", { name: "LOGIN" })).toHaveCount(0);
});

test("a link followed before the scripts take over opens its screen inside the page, without a reload", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page).toHaveURL(/\/setting\/confirm-email$/);
  await expect(page.getByRole("button", { name: "Send Code" })).toBeVisible();
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);
});

test("when the back-office's script cannot be loaded, the page says so and reloading recovers", async ({ page }) => {
  const main = /\/assets\/main-[\w-]{8}\.js$/;
  await page.route(main, (route) => route.abort());
  await page.goto("/");
  await page.getByPlaceholder("Email").click();
  await expect(page.getByRole("alert")).toHaveText(
    "The back-office could not be loaded. Check the connection, then reload the page.",
  );
  await page.unroute(main);
  await page.getByRole("button", { name: "Reload the page" }).click();
  await page.getByPlaceholder("Email").fill(ADMIN.email);
  await expect.poll(() => liveShown(page)).toBe(true);
  await expect(page.getByText("The back-office could not be loaded", { exact: false })).toHaveCount(0);
});

/** The prerendered password field (or, after the take-over, the live one), by its attribute. */
const passwordType = (page: Page) => page.locator('input[name="password"]').getAttribute("type");

test("Show is the first thing clicked: the password shows at once, and stays shown after the take-over", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.locator('#signed-out input[name="password"]').evaluate((field: HTMLInputElement) => {
    field.value = "typed secret";
  });
  await page.getByRole("button", { name: "Show password" }).click();
  // Shown on the first click, whether or not the live screen has taken over yet.
  await expect.poll(() => passwordType(page), { timeout: 1_000 }).toBe("text");
  await expect.poll(() => liveShown(page)).toBe(true);
  expect(await passwordType(page)).toBe("text");
  const toggle = page.getByRole("button", { name: "Hide password" });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(toggle).toHaveText("Hide");
  await expect(toggle).toBeFocused();
  await expect(page.getByPlaceholder("Password")).toHaveValue("typed secret");
  // The live toggle works from there.
  await toggle.click();
  expect(await passwordType(page)).toBe("password");
});

test("a press under way when the live screen is ready is finished first: its click is not lost", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const show = page.getByRole("button", { name: "Show password" });
  const box = (await show.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The back-office has rendered its sign-in form, hidden, and waits for the press to end.
  await expect
    .poll(() => page.evaluate(() => Boolean(document.querySelector('#root form input[name="email"]'))))
    .toBe(true);
  expect(await liveShown(page)).toBe(false);
  await page.mouse.up();
  await expect.poll(() => liveShown(page)).toBe(true);
  expect(await passwordType(page)).toBe("text");
  await expect(page.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
});

test("while the scripts are still on their way, LOGIN is visibly disabled and Show already works", async ({ page }) => {
  // The back-office's script arrives late, so the first clicks land before any take-over.
  const main = /\/assets\/main-[\w-]{8}\.js$/;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(main, async (route) => {
    await released;
    await route.continue();
  });
  // Not waiting for "load": the held script is preloaded by the page.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const login = page.getByRole("button", { name: "LOGIN" });
  await expect(login).toBeDisabled();
  expect(Number(await login.evaluate((button) => getComputedStyle(button).opacity))).toBeLessThan(1);
  await page.getByRole("button", { name: "Show password" }).click();
  expect(await passwordType(page)).toBe("text");
  await page.getByRole("button", { name: "Hide password" }).click();
  expect(await passwordType(page)).toBe("password");
  await page.getByRole("button", { name: "Show password" }).click();
  await page.getByPlaceholder("Email").fill(ADMIN.email);
  await page.getByPlaceholder("Password").fill(ADMIN.password);
  expect(await liveShown(page)).toBe(false);
  release();
  await expect.poll(() => liveShown(page)).toBe(true);
  expect(await passwordType(page)).toBe("text");
  await expect(login).toBeEnabled();
  await login.click();
  await expect(page).toHaveURL(/\/overView$/);
});
