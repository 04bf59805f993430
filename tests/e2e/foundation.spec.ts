import { expect, test } from "./fixtures";
import {
  ADMIN,
  CUSTOMER,
  expectNoSeriousA11yViolations,
  recoveryCodeSentTo,
  signInOnEmbed,
  signInThroughForm,
} from "./helpers";

test.describe.configure({ mode: "serial" });

test("an admin signs in and the overview shows the server's figures", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "LOGIN" })).toBeVisible();
  await expect(page.getByText("Login to your account")).toBeVisible();
  await expect(page.getByText("Welcome to")).toBeVisible();
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  await expect(page.getByText("Login successful!")).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(await page.evaluate(() => localStorage.getItem("userStatus"))).toBe('"ADMIN"');
  expect((await page.context().cookies()).find((cookie) => cookie.name === "token")?.value).toBe(token);
  const dashboard = await (
    await request.get("/api/dashboard", { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const euro = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });
  await expect(page.locator('[data-figure="totalSales"] .value')).toHaveText(euro.format(dashboard.body.totalSales));
  await expect(page.locator('[data-figure="totalCustomers"] .value')).toHaveText(
    dashboard.body.totalCustomers.toLocaleString("en-US"),
  );
  await expect(page.locator('[data-figure="totalProducts"] .value')).toHaveText(
    dashboard.body.totalProducts.toLocaleString("en-US"),
  );
  await expect(page.locator('[data-figure="totalOrders"] .value')).toHaveText(
    dashboard.body.totalOrders.toLocaleString("en-US"),
  );
  await expect(page.getByText("This month")).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);

  // A reload keeps the session and the screen.
  await page.reload();
  await expect(page).toHaveURL(/\/overView$/);
  await expect(page.locator('[data-figure="totalOrders"] .value')).toHaveText(
    dashboard.body.totalOrders.toLocaleString("en-US"),
  );
});

test("a customer is refused, a wrong password shows Invalid credentials", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "LOGIN" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signInThroughForm(page, CUSTOMER);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid user type. Access denied." }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  await signInThroughForm(page, { email: ADMIN.email, password: "wrong-password" });
  await expect(page.getByText("Invalid credentials", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid credentials. Please try again.")).toBeVisible();
  await expect(page.getByPlaceholder("Password")).toHaveAttribute("aria-invalid", "true");
});

test("a deep link survives sign-in and reload; logout returns to sign-in", async ({ page }) => {
  await page.goto("/setting/change-password");
  await expect(page).toHaveURL(/\/$/);
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/setting\/change-password$/);
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Mismatch is caught before any request.
  await page.getByLabel("Current Password").fill(ADMIN.password);
  await page.getByLabel("New Password", { exact: true }).fill("Another#2026");
  await page.getByLabel("Confirm New Password").fill("Different#2026");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("New passwords do not match.")).toBeVisible();

  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/overView$/);
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the overview" }).click();
  await expect(page).toHaveURL(/\/overView$/);

  await page.goto("/setting/change-password");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "LOGIN" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("when the back-office's script cannot be loaded (a deploy in between), a deep link says so and reloading recovers", async ({
  page,
}) => {
  const main = /\/assets\/main-[\w-]{8}\.js$/;
  await page.route(main, (route) => route.abort());
  await page.goto("/orders");
  await expect(page.getByRole("alert")).toHaveText(
    "The back-office could not be loaded. Check the connection, then reload the page.",
  );
  await expect(page.getByText("Loading the back-office…")).toHaveCount(0);
  await page.unroute(main);
  await page.getByRole("button", { name: "Reload the page" }).click();
  // Signed out, the deep link asks for a sign-in first.
  await expect(page.getByRole("heading", { name: "LOGIN" })).toBeVisible();
  await expect(page.getByText("could not be loaded", { exact: false })).toHaveCount(0);
});

test("when the notices' code cannot be loaded, the page says so in a line and the screen stays usable", async ({
  page,
}) => {
  const notices = /\/assets\/chunks\/NoticeCenter-[\w-]{8}\.js$/;
  await page.route(notices, (route) => route.abort());
  await page.goto("/orders");
  await expect(page.getByRole("alert").filter({ hasText: "Part of the back-office could not be loaded" })).toHaveText(
    "Part of the back-office could not be loaded: the connection dropped or a new version was published. Reload the page",
  );
  // The screen under it still works: the operator signs in and reaches the deep link.
  await signInThroughForm(page, ADMIN);
  await expect(page.getByRole("heading", { name: "All Orders" })).toBeVisible();
  await page.unroute(notices);
  await page.getByRole("button", { name: "Reload the page" }).click();
  await expect(page.getByRole("heading", { name: "All Orders" })).toBeVisible();
  await expect(page.getByText("could not be loaded", { exact: false })).toHaveCount(0);
});

test("password recovery from the sign-in screen, signed out", async ({ page, request }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page).toHaveURL(/\/setting\/confirm-email$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByText("Please enter a valid email.")).toBeVisible();
  await page.getByLabel("Email").fill(CUSTOMER.email);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page).toHaveURL(/\/setting\/code\?email=/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Please enter the OTP.")).toBeVisible();
  const code = await recoveryCodeSentTo(CUSTOMER.email);
  await page.getByLabel("OTP").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/setting\/new-password\?email=[^&]*$/);
  await expectNoSeriousA11yViolations(page);
  // Knowing the email is not enough: the update needs the reset token only this page holds.
  const withoutToken = await request.post("/api/auth/password/update", {
    data: { email: CUSTOMER.email, newPassword: "Stolen#20266", confirmNewPassword: "Stolen#20266" },
  });
  expect(withoutToken.status()).toBe(400);

  await page.getByLabel("New Password", { exact: true }).fill("Recovered#2026");
  await page.getByLabel("Confirm New Password").fill("Recovered#2026");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Password updated successfully")).toBeVisible();
  const signIn = await request.post("/api/auth/signin", {
    data: { email: CUSTOMER.email, password: "Recovered#2026" },
  });
  expect(signIn.status()).toBe(200);
});

test("embed.html: signing in through <shop-sign-in> signs in <shop-overview>", async ({ page }) => {
  await page.goto("/embed.html");
  const overview = page.locator("shop-overview");
  // Signed out, the element points to the page's <shop-sign-in> instead of showing its own form.
  await expect(overview.getByRole("button", { name: "Go to sign in" })).toBeVisible();
  await signInOnEmbed(page);
  const signIn = page.locator("shop-sign-in");
  await expect(overview.locator('[data-figure="totalOrders"] .value')).not.toBeEmpty();
  await expect(overview.getByText("Total Sale")).toBeVisible();
  // The portal's CSS (button { background: hotpink }) does not leak into the shadow roots.
  const background = await signIn
    .getByRole("button", { name: "Logout" })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(background).not.toBe("rgb(255, 105, 180)");
  await expectNoSeriousA11yViolations(page);
  await signIn.getByRole("button", { name: "Logout" }).click();
  await expect(page.locator("#session-status")).toHaveText("Not signed in");
  await expect(overview.getByRole("button", { name: "Go to sign in" })).toBeVisible();
});
