import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Locator, type Page } from "./fixtures";
import { makePng } from "../../host-demo/server/db/seed/images";
import { ADMIN, expectNoSeriousA11yViolations, signInOnEmbed, signInThroughForm } from "./helpers";

test.describe.configure({ mode: "serial" });

/** A real PNG on disk, picked through the file input like an operator would. */
function pngFile(name: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "catalog-e2e-")), name);
  fs.writeFileSync(file, makePng(48, [30, 90, 200], [240, 180, 60], [255, 255, 255]));
  return file;
}

async function apiGet(page: Page, url: string) {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as { success: boolean; body: unknown };
}

async function signIn(page: Page) {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
}

function card(scope: Page | Locator, name: string) {
  return scope.locator(`[data-card="${name}"]`);
}

test("brands and categories: add with a real image, edit (also after reload), refused and confirmed deletes", async ({
  page,
}) => {
  const brandName = `E2E Brand ${Date.now()}`;
  const categoryName = `${brandName} Cat`;
  await signIn(page);
  await page.getByRole("link", { name: "Brands" }).click();
  await expect(page).toHaveURL(/\/brand$/);
  await expect(page.getByRole("heading", { name: "BRANDS" })).toBeVisible();
  const seeded = (await apiGet(page, "/api/brand/get")).body as { brand_name: string }[];
  await expect(page.getByText(`${seeded.length} brands`)).toBeVisible();
  await expect(card(page, seeded[0].brand_name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Add Brand: both required messages before anything is sent.
  await page.getByRole("link", { name: "Add Brand" }).click();
  await expect(page).toHaveURL(/\/add-brand$/);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("This field is required")).toBeVisible();
  await expect(page.getByText("Please select At least 1 image")).toBeVisible();
  await page.getByLabel("Brand Name").fill(brandName);
  await page.locator('input[type="file"]').setInputFiles(pngFile("brand.png"));
  await expect(page.getByText("Image Uploaded Successfully")).toBeVisible();
  await expect(page.getByRole("img", { name: "Image 1" })).toHaveAttribute(
    "src",
    /\/api\/upload\/files\/[a-f0-9]{32}\.png$/,
  );
  await page.getByLabel("Description").fill("Made by the end-to-end test");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/brand$/);
  await expect(page.getByText("Brand Added Successfully")).toBeVisible();
  await expect(card(page, brandName)).toContainText("Categories: 0");
  const brands = (await apiGet(page, "/api/brand/get")).body as { id: number; brand_name: string; image_url: string }[];
  const brand = brands.find((row) => row.brand_name === brandName)!;
  expect(brand.image_url).toMatch(/\/api\/upload\/files\/[a-f0-9]{32}\.png$/);

  // Search narrows the grid and the count.
  await page.getByRole("searchbox", { name: "Search brand by name" }).fill(brandName);
  await expect(page.getByText("1 brand", { exact: true })).toBeVisible();

  // The image opens the brand's categories.
  await page.getByRole("link", { name: `Categories of ${brandName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${brand.id}$`));
  await expect(page.getByRole("heading", { name: brandName })).toBeVisible();
  await expect(page.getByText("No Category Found")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Add Category" }).click();
  await expect(page).toHaveURL(new RegExp(`/add-category/${brand.id}$`));
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please select At least 1 image")).toBeVisible();
  await page.getByLabel("Category Name").fill(categoryName);
  await page.locator('input[type="file"]').setInputFiles(pngFile("category.png"));
  await expect(page.getByRole("img", { name: "Image 1" })).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${brand.id}$`));
  await expect(page.getByText("Category Added Successfully")).toBeVisible();
  await expect(card(page, categoryName)).toContainText("Products: 0");
  await expect(page.getByRole("link", { name: `Products of ${categoryName}` })).toHaveAttribute(
    "href",
    new RegExp(`/product/\\d+\\?brandId=${brand.id}&status=PUBLISHED&page=1$`),
  );

  // Edit the category, reloading on the way: the id in the query reopens the same record.
  await page.getByRole("button", { name: `Edit ${categoryName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/add-category/${brand.id}\\?id=\\d+$`));
  await page.reload();
  await expect(page.getByRole("heading", { name: "Edit Category" })).toBeVisible();
  await expect(page.getByLabel("Category Name")).toHaveValue(categoryName);
  await page.getByLabel("Category Name").fill(`${categoryName} v2`);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Category Updated Successfully")).toBeVisible();
  await expect(card(page, `${categoryName} v2`)).toBeVisible();

  // A brand with a category is refused by the server; the notice says why.
  await page.getByRole("link", { name: "Brands" }).click();
  await page.getByRole("button", { name: `Delete ${brandName}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`Are you sure you want to delete ${brandName}?`);
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`Failed to delete brand "${brandName}"`)).toBeVisible();
  await expect(page.getByText("This brand has 1 category; delete or move them first.")).toBeVisible();
  await expect(card(page, brandName)).toContainText("Categories: 1");

  // Delete the category (confirmed), then edit and delete the brand.
  await page.getByRole("link", { name: `Categories of ${brandName}` }).click();
  await page.getByRole("button", { name: `Delete ${categoryName} v2` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Category deleted successfully")).toBeVisible();
  await expect(page.getByText("No Category Found")).toBeVisible();

  await page.getByRole("link", { name: "Brands" }).click();
  await page.getByRole("button", { name: `Edit ${brandName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/add-brand\\?id=${brand.id}$`));
  await page.reload();
  await expect(page.getByLabel("Brand Name")).toHaveValue(brandName);
  await expect(page.getByLabel("Description")).toHaveValue("Made by the end-to-end test");
  await page.getByLabel("Brand Name").fill(`${brandName} v2`);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(/\/brand$/);
  await expect(page.getByText("Brand Updated Successfully")).toBeVisible();
  await page.getByRole("button", { name: `Delete ${brandName} v2` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(card(page, `${brandName} v2`)).toBeVisible();
  await page.getByRole("button", { name: `Delete ${brandName} v2` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Brand Deleted Successfully")).toBeVisible();
  await expect(card(page, `${brandName} v2`)).toHaveCount(0);
  const after = (await apiGet(page, "/api/brand/get")).body as { id: number }[];
  expect(after.some((row) => row.id === brand.id)).toBe(false);
});

test("all categories: brand filter, search, links back to /categories, the general form", async ({ page }) => {
  await signIn(page);
  const categories = (await apiGet(page, "/api/category/get")).body as {
    id: number;
    category_name: string;
    brand_id: number | null;
    brand: { brand_name: string } | null;
  }[];
  const sample = categories.find((category) => category.brand)!;
  await page.getByRole("link", { name: "Categories" }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByText(`${categories.length} categories`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Select Brand").click();
  await page.getByRole("option", { name: sample.brand!.brand_name, exact: true }).click();
  const ofBrand = categories.filter((category) => category.brand_id === sample.brand_id);
  await expect(page.getByText(`${ofBrand.length} categories`)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search category by name" }).fill(sample.category_name);
  await expect(card(page, sample.category_name)).toBeVisible();
  await expect(page.getByRole("link", { name: `Products of ${sample.category_name}` })).toHaveAttribute(
    "href",
    `/product/${sample.id}?brandId=${sample.brand_id}&back=categories&status=PUBLISHED&page=1`,
  );

  // The general form: brand select on add only, Submit; back to /categories.
  const name = `General ${Date.now()}`;
  await page.getByRole("link", { name: "Add Category" }).click();
  await expect(page).toHaveURL(/\/add-categories$/);
  await expect(page.getByRole("heading", { name: "Add Category" })).toBeVisible();
  await page.getByLabel("Category Name").fill(name);
  await page.getByLabel("Brand", { exact: true }).click();
  await page.getByRole("option", { name: sample.brand!.brand_name, exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles(pngFile("general.png"));
  await expect(page.getByRole("img", { name: "Image 1" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByText("Category Added Successfully")).toBeVisible();
  const created = ((await apiGet(page, "/api/category/get")).body as typeof categories).find(
    (category) => category.category_name === name,
  )!;
  expect(created.brand_id).toBe(sample.brand_id);

  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/add-categories\\?id=${created.id}$`));
  await expect(page.getByRole("heading", { name: "Edit Category" })).toBeVisible();
  await expect(page.getByLabel("Brand", { exact: true })).toHaveCount(0);
  await page.getByLabel("Category Name").fill(`${name} v2`);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await page.getByRole("button", { name: `Delete ${name} v2` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Category deleted successfully")).toBeVisible();
});

/** Opens a row's Edit/Delete menu. */
async function rowAction(page: Page, name: string, action: "Edit" | "Delete") {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

test("attributes: colours, tags and nicotine strengths are added, edited and deleted", async ({ page }) => {
  await signIn(page);
  const stamp = Date.now();
  await page.getByRole("link", { name: "Variants" }).click();
  await expect(page).toHaveURL(/\/flavour$/);
  await expect(page.getByRole("heading", { name: "Attributes", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Colors" })).toHaveAttribute("aria-current", "page");
  await expectNoSeriousA11yViolations(page);

  // Colour
  await page.getByRole("link", { name: "Add Color" }).click();
  await expect(page).toHaveURL(/\/add-flavor$/);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("This field is required")).toBeVisible();
  await page.getByLabel("Color Name").fill(`Teal ${stamp}`);
  await page.getByLabel("Description").fill("A test colour");
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByLabel("Color Name")).toHaveValue("");
  await page.getByLabel("Color Name").fill(`Teal ${stamp}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/flavour$/);
  await expect(page.getByText("Color Saved Successfully")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search color by name" }).fill(`Teal ${stamp}`);
  await expect(page.getByRole("row")).toHaveCount(2);
  await rowAction(page, `Teal ${stamp}`, "Edit");
  await expect(page).toHaveURL(/\/add-flavor\?id=\d+$/);
  await page.reload();
  await expect(page.getByLabel("Color Name")).toHaveValue(`Teal ${stamp}`);
  await page.getByLabel("Color Name").fill(`Teal ${stamp} v2`);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(/\/flavour$/);
  await expect(page.getByRole("cell", { name: `Teal ${stamp} v2`, exact: true })).toBeVisible();
  await rowAction(page, `Teal ${stamp} v2`, "Delete");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Color deleted successfully")).toBeVisible();
  await expect(page.getByRole("cell", { name: `Teal ${stamp} v2`, exact: true })).toHaveCount(0);

  // Tag
  await page.getByRole("link", { name: "Tags" }).click();
  await expect(page).toHaveURL(/\/device-type$/);
  await page.getByRole("searchbox", { name: "Search tag by name" }).fill(`nothing-like-this-${stamp}`);
  await expect(page.getByText("No Device Found")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Add Tag" }).click();
  await page.getByLabel("Tag Name").fill(`Bestseller ${stamp}`);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Tag Saved Successfully")).toBeVisible();
  await rowAction(page, `Bestseller ${stamp}`, "Edit");
  await page.getByLabel("Tag Name").fill(`Bestseller ${stamp} v2`);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByRole("cell", { name: `Bestseller ${stamp} v2`, exact: true })).toBeVisible();
  await rowAction(page, `Bestseller ${stamp} v2`, "Delete");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Tag deleted successfully")).toBeVisible();

  // Nicotine strength: strength and unit are required.
  await page.getByRole("link", { name: "Nicotine Strengths" }).click();
  await expect(page).toHaveURL(/\/nicotine-strength$/);
  await expect(page.getByRole("columnheader", { name: "Unit" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Add Nicotine Strength" }).click();
  await expect(page).toHaveURL(/\/add-Nacotine$/);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("This field is required")).toHaveCount(2);
  const strength = `${stamp % 100000}`;
  await page.getByLabel("Strength").fill(strength);
  await page.getByLabel("Unit").fill("mg/ml");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Nicotine Strength Saved Successfully")).toBeVisible();
  await rowAction(page, `${strength} mg/ml`, "Edit");
  await expect(page.getByLabel("Unit")).toHaveValue("mg/ml");
  await page.getByLabel("Unit").fill("mg");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByRole("cell", { name: "mg", exact: true }).first()).toBeVisible();
  await rowAction(page, `${strength} mg`, "Delete");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Nicotine strength deleted successfully")).toBeVisible();
});

test("embed.html: the brand flow through <shop-catalog>", async ({ page }) => {
  const brandName = `Embedded ${Date.now()}`;
  await page.goto("/embed.html");
  const catalog = page.locator("shop-catalog");
  // Signed out, the element points to the page's <shop-sign-in> instead of showing its own form.
  await expect(catalog.getByRole("button", { name: "Go to sign in" })).toBeVisible();
  await signInOnEmbed(page);

  const nav = catalog.getByRole("navigation", { name: "Catalog navigation" });
  // Brands, Categories, (Products from the product screens,) Variants: in that order.
  const labels = await nav.getByRole("link").allTextContents();
  expect(labels.slice(0, 2)).toEqual(["Brands", "Categories"]);
  expect(labels.at(-1)).toBe("Variants");
  await expect(nav.getByRole("link", { name: "Brands" })).toHaveAttribute("aria-current", "page");
  await expect(catalog.getByRole("heading", { name: "BRANDS" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await catalog.getByRole("link", { name: "Add Brand" }).click();
  await catalog.getByLabel("Brand Name").fill(brandName);
  await catalog.locator('input[type="file"]').setInputFiles(pngFile("embedded.png"));
  await expect(catalog.getByRole("img", { name: "Image 1" })).toBeVisible();
  await catalog.getByRole("button", { name: "Submit" }).click();
  await expect(catalog.getByRole("heading", { name: "BRANDS" })).toBeVisible();
  await expect(card(catalog, brandName)).toContainText("Categories: 0");
  // The page's URL stays the portal's (memory routing).
  await expect(page).toHaveURL(/\/embed\.html$/);

  await catalog.getByRole("button", { name: `Edit ${brandName}` }).click();
  await expect(catalog.getByLabel("Brand Name")).toHaveValue(brandName);
  await catalog.getByLabel("Brand Name").fill(`${brandName} v2`);
  await catalog.getByRole("button", { name: "Update" }).click();
  // Notices show once per page (in the first element mounted), not inside each element.
  await expect(page.getByText("Brand Updated Successfully")).toBeVisible();
  await expect(card(catalog, `${brandName} v2`)).toBeVisible();

  await catalog.getByRole("button", { name: `Delete ${brandName} v2` }).click();
  await catalog.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Brand Deleted Successfully")).toBeVisible();
  await expect(card(catalog, `${brandName} v2`)).toHaveCount(0);

  await nav.getByRole("link", { name: "Variants" }).click();
  await expect(catalog.getByRole("heading", { name: "Attributes", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
