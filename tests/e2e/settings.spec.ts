import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { makePng } from "../../host-demo/server/db/seed/images";
import { ADMIN, expectNoSeriousA11yViolations, signInOnEmbed, signInThroughForm, SUPER_ADMIN } from "./helpers";

test.describe.configure({ mode: "serial" });

/** A real PNG on disk of the given size (square cells), picked through the file input. */
function pngFile(name: string, size: number): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "settings-e2e-")), name);
  fs.writeFileSync(file, makePng(size, [30, 90, 200], [240, 180, 60], [255, 255, 255]));
  return file;
}

async function signIn(page: Page, who = ADMIN) {
  await page.goto("/");
  await signInThroughForm(page, who);
  await expect(page).toHaveURL(/\/overView$/);
}

test("banners: add one for a brand chosen by typing, then deactivate it", async ({ page }) => {
  const title = `E2E Banner ${Date.now()}`;
  await signIn(page);
  await page.getByRole("link", { name: "Setting" }).click();
  await expect(page).toHaveURL(/\/setting\/banner-management$/);
  await expect(page.getByRole("heading", { name: "Banner Management" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Add Banner" }).click();
  await page.getByLabel("Title").fill(title);
  await page.locator('input[type="file"]').setInputFiles(pngFile("banner.png", 400));
  await expect(page.getByText("Image Uploaded Successfully")).toBeVisible();
  await page.getByLabel("Type").selectOption("BRAND");
  const brands = (await (
    await page.request.get("/api/brand/get", {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` },
    })
  ).json()) as { body: { brand_name: string }[] };
  const brandName = brands.body[0].brand_name;
  await page.getByLabel("Item").fill(brandName.slice(0, 4));
  await page.getByRole("option", { name: brandName }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Banner added successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/setting\/banner-management$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(brandName);
  await row.getByRole("button", { name: `Deactivate ${title}` }).click();
  await expect(page.getByText("Banner deactivated successfully")).toBeVisible();
  await expect(row.getByRole("button", { name: `Activate ${title}` })).toBeVisible();
});

test("FAQs: add one and toggle it", async ({ page }) => {
  const question = `E2E question ${Date.now()}?`;
  await signIn(page);
  await page.goto("/setting/faqs");
  await page.getByRole("link", { name: "Add FAQ" }).click();
  await page.getByLabel("Question").fill(question);
  await page.getByLabel("Answer").fill("Answered by the end-to-end test");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("FAQ added successfully")).toBeVisible();
  const toggle = page.getByRole("switch", { name: `Active: ${question}` });
  await expect(toggle).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await toggle.click();
  await expect(page.getByText("FAQ set to INACTIVE")).toBeVisible();
  await expect(toggle).not.toBeChecked();
});

test("shipping: add a service with an image", async ({ page }) => {
  const title = `E2E Courier ${Date.now()}`;
  await signIn(page);
  await page.goto("/setting/shipping-address");
  await page.getByRole("link", { name: "Add Shipping Service" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Next day by bike");
  await page.locator('input[type="file"]').setInputFiles(pngFile("courier.png", 48));
  await expect(page.getByText("Image Uploaded Successfully")).toBeVisible();
  await page.getByLabel("Sale Price (€)").fill("7.5");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Submitted successfully")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("€7.50");
});

test("promotion: send to B2B and the form clears", async ({ page }) => {
  await signIn(page);
  await page.goto("/setting/send-promotion-notification");
  await page.getByLabel("Business Type").selectOption("B2B");
  await expect(page.getByText(/This notification will reach \d+ customers?\./)).toBeVisible();
  await page.getByLabel("Title").fill("Pallet prices");
  await page.getByLabel("Description").fill("10% off pallets this week");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Add" }).click();
  // It asks first, naming how many B2B customers it reaches.
  const confirm = page.getByRole("alertdialog", { name: /^Send to \d+ B2B customers?\?$/ });
  await confirm.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Promotion notification sent successfully.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(page.getByLabel("Business Type")).toHaveValue("");
});

test("admins: a SUPER_ADMIN adds an admin, restricts it, then activates it; an ADMIN finds no such routes", async ({
  page,
}) => {
  const email = `e2e-admin-${Date.now()}@shop.test`;
  await signIn(page, SUPER_ADMIN);
  await page.goto("/setting/banner-management");
  await page.getByRole("link", { name: "Admin User Management" }).click();
  await page.getByRole("link", { name: "Add Admin" }).click();
  await page.getByLabel("Full Name").fill("Robin E2E");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Robin#2026x");
  await page.getByLabel("Confirm Password").fill("Robin#2026x");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("User created successfully")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: "Restrict Robin E2E" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Restrict" }).click();
  await expect(row).toContainText("RESTRICTED");
  await expectNoSeriousA11yViolations(page);
  await row.getByRole("button", { name: "Activate Robin E2E" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Activate" }).click();
  await expect(row.getByRole("button", { name: "Restrict Robin E2E" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  await page.goto("/setting/adduser-managment");
  await expect(page.getByText("Page not found")).toBeVisible();
  await page.goto("/setting/addNew-user");
  await expect(page.getByText("Page not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin User Management" })).toHaveCount(0);
});

test("embed.html: Logout in <shop-settings> signs out every element", async ({ page }) => {
  await page.goto("/embed.html");
  await signInOnEmbed(page);
  const settings = page.locator("shop-settings");
  await expect(settings.getByRole("heading", { name: "Banner Management" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await settings.getByRole("button", { name: "Logout" }).click();
  await expect(page.locator("#session-status")).toHaveText("Not signed in");
  await expect(page.locator("shop-sign-in").getByPlaceholder("Email")).toBeVisible();
  await expect(settings.getByRole("button", { name: "Go to sign in" })).toBeVisible();
  await expect(page.locator("shop-orders").getByRole("button", { name: "Go to sign in" })).toBeVisible();
  await expect(page.locator("shop-catalog").getByRole("button", { name: "Go to sign in" })).toBeVisible();
});
