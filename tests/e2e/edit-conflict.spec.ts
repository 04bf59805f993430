import { expect, test, type Page } from "./fixtures";
import { ADMIN, api, signInThroughForm, SUPER_ADMIN } from "./helpers";

/**
 * No silent lost update (issue 33): two operators, in two browsers, edit the same product. The
 * first save applies; the second was made from the older version, so the server refuses it (412)
 * and the form shows the conflict review beside what the second operator typed; choosing per field
 * saves the merge with the new version, and neither operator's change is lost.
 */

interface ProductRow {
  id: number;
  product_name: string;
  stock: number;
  version: number;
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/");
  await signInThroughForm(page, who);
  await expect(page).toHaveURL(/\/overView$/);
}

async function openProduct(page: Page, product: ProductRow) {
  await page.goto(`/add-all-product?id=${product.id}`);
  await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await expect(page.getByLabel(/^Product name/)).toHaveValue(product.product_name);
}

test("two browsers edit one product: the second save shows the conflict review, the choice is saved", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const other = await browser.newContext();
  const second = await other.newPage();
  try {
    // One operator per browser (a sign-in supersedes the same account's other session).
    await signIn(page, ADMIN);
    await signIn(second, SUPER_ADMIN);
    const { products } = await api<{ products: ProductRow[] }>(page, "/products?page=1&limit=1");
    const product = await api<ProductRow>(page, `/product/byid/${products[0]!.id}`);
    await openProduct(page, product);
    await openProduct(second, product);

    // The second starts typing from the version both opened…
    const mine = `${product.product_name} (Sam)`;
    const stock = String(product.stock + 7);
    await second.getByLabel(/^Product name/).fill(mine);
    await second.getByLabel(/^Inventory/).fill(stock);

    // …while the first renames it and saves.
    const renamed = `${product.product_name} (Alex)`;
    await page.getByLabel(/^Product name/).fill(renamed);
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Product updated successfully")).toBeVisible();

    // The change stream tells the second form before it saves, and its typing stays.
    await expect(second.getByText(/^Changed by /)).toBeVisible();
    await expect(second.getByLabel(/^Product name/)).toHaveValue(mine);
    // Saving from the older version is refused, and the review shows both sides.
    await second.getByRole("button", { name: "Update" }).click();
    const review = second.getByRole("dialog", { name: "Changed elsewhere while you edited" });
    await expect(review).toBeVisible();
    const nameRow = review.getByRole("row", { name: /Product name/ });
    await expect(nameRow).toContainText(renamed);
    await expect(nameRow).toContainText(mine);
    // The form underneath keeps what was typed.
    await expect(second.getByRole("textbox", { name: /^Product name/ })).toHaveValue(mine);

    // Take the first operator's name; keep this operator's inventory (the default for a changed field).
    await review.getByRole("radiogroup", { name: "Product name" }).getByRole("radio", { name: "Take theirs" }).check();
    await review.getByRole("button", { name: "Save merged values" }).click();
    await expect(second.getByText("Product updated successfully")).toBeVisible();

    const saved = await api<ProductRow>(second, `/product/byid/${product.id}`);
    expect(saved.product_name).toBe(renamed);
    expect(saved.stock).toBe(product.stock + 7);
    expect(saved.version).toBe(product.version + 2);
  } finally {
    await other.close();
  }
});
