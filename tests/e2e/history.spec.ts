import { expect, test } from "./fixtures";
import { ADMIN, api, signInThroughForm } from "./helpers";

const euro = (amount: number) => new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }).format(amount);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a price changed through the form shows on the product's screen: the change, who made it, how long ago", async ({
  page,
}) => {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  const me = await api<{ full_name: string }>(page, "/user");
  const { products } = await api<{ products: { id: number; price: number }[] }>(
    page,
    "/products?page=1&limit=10&status=PUBLISHED",
  );
  const product = products[0];
  const before = Number(product.price);
  const after = Math.round((before + 1.25) * 100) / 100;

  await page.goto(`/add-all-product?id=${product.id}`);
  await page.getByLabel("B2C price (€) *").fill(after.toFixed(2));
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();

  // The product's screen again (a reload): its history, closed under the form, opens on a click.
  await page.goto(`/add-all-product?id=${product.id}`);
  await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await page.locator("summary", { hasText: "History" }).click();
  const newest = page.getByRole("list", { name: "Changes, newest first" }).getByRole("listitem").first();
  await expect(newest).toHaveText(
    new RegExp(
      `^Price ${escaped(euro(before))} → ${escaped(euro(after))} by ${escaped(me.full_name)}, (now|\\d+ seconds? ago)$`,
    ),
  );
});
