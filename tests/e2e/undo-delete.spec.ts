import { expect, test, type Page } from "./fixtures";
import { ADMIN, api, signInThroughForm } from "./helpers";

/**
 * Undo for deletes (issue 33), through the real server: a brand deleted in the UI comes back
 * with the same id when the operator presses Undo on the delete's notice.
 */

interface Brand {
  id: number;
  brand_name: string;
}

async function createBrand(page: Page, brandName: string): Promise<Brand> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await page.request.post("/api/brand", {
    headers: { authorization: `Bearer ${token}` },
    data: { brand_name: brandName, image_url: "/api/upload/files/seed-01.png", description: "Undo e2e" },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { body: Brand }).body;
}

test("delete a brand, press Undo: the brand is listed again with its id", async ({ page }) => {
  const brandName = `E2E Undo ${Date.now()}`;
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  const created = await createBrand(page, brandName);

  await page.getByRole("link", { name: "Brands" }).click();
  const card = page.locator(`[data-card="${brandName}"]`);
  await expect(card).toBeVisible();
  await page.getByRole("button", { name: `Delete ${brandName}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Brand Deleted Successfully")).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await api<Brand[]>(page, "/brand/get")).some((brand) => brand.id === created.id)).toBe(false);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText(`Restored ${brandName}`)).toBeVisible();
  await expect(card).toBeVisible();
  const restored = (await api<Brand[]>(page, "/brand/get")).find((brand) => brand.brand_name === brandName);
  expect(restored?.id).toBe(created.id);
});
