import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { ADMIN, expectNoSeriousA11yViolations, signInThroughForm } from "./helpers";

test.describe.configure({ mode: "serial" });

async function api(page: Page, request: APIRequestContext, path: string) {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()).body;
}

async function signIn(page: Page) {
  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
}

async function searchUser(page: Page, name: string) {
  await page.getByLabel("Search by name").fill(name);
  await expect(page.getByText(/^1 of \d+ users$/)).toBeVisible();
}

test("users: filter B2B, open a profile whose orders are listed, refused delete keeps the row", async ({
  page,
  request,
}) => {
  await signIn(page);
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "User", exact: true })
    .click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole("heading", { name: "All Users" })).toBeVisible();
  const users: { id: number; full_name: string; bussiness_type: string; orderCount: number; user_type: string }[] =
    await api(page, request, "/users");
  const b2b = users.filter((user) => user.bussiness_type === "B2B");
  await page.getByRole("button", { name: `B2B (${b2b.length})` }).click();
  await expect(page).toHaveURL(/type=B2B/);
  await expect(page.getByText(`${b2b.length} of ${users.length} users`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const buyer = b2b.find((user) => user.orderCount > 0)!;
  await searchUser(page, buyer.full_name);
  // Once typing pauses the search is in the URL: reload keeps the filter and the search.
  await expect(page).toHaveURL(/search=/);
  await page.reload();
  await expect(page.getByLabel("Search by name")).toHaveValue(buyer.full_name);
  await expect(page.getByRole("button", { name: /^B2B/ })).toHaveAttribute("aria-pressed", "true");

  // A refused delete (the customer has orders) names the reason and the row stays.
  await page.getByRole("button", { name: `Actions for ${buyer.full_name}` }).click();
  await page.getByRole("menuitem", { name: "Delete Profile" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`Failed to delete user "${buyer.full_name}"`)).toBeVisible();
  await expect(page.getByText("This user has orders; orders are kept, so the user cannot be deleted.")).toBeVisible();
  await expect(page.getByRole("link", { name: buyer.full_name })).toBeVisible();

  await page.getByRole("link", { name: buyer.full_name }).click();
  await expect(page).toHaveURL(new RegExp(`/userProfile/${buyer.id}$`));
  await expect(page.getByRole("heading", { name: buyer.full_name })).toBeVisible();
  const recent = await api(page, request, `/user/orders/${buyer.id}?limit=5`);
  const orders = page.getByRole("table", { name: `Recent orders of ${buyer.full_name}` });
  await expect(orders.getByRole("link", { name: recent.orders[0].order_number })).toBeVisible();
  await expect(page.getByText("VAT Number")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await orders.getByRole("link", { name: recent.orders[0].order_number }).click();
  await expect(page).toHaveURL(new RegExp(`/view-order/${recent.orders[0].id}$`));

  // An unknown id says so.
  await page.goto("/user/99999999");
  await expect(page.getByRole("heading", { name: "User not found" })).toBeVisible();
});

test("users: a customer without orders is deleted from the profile and leaves the list", async ({ page, request }) => {
  const email = `nobuy.${Date.now()}@example.com`;
  const signup = await request.post("/api/auth/signup", {
    data: { full_name: "Nora Nobuy", email, password: "Temporary#1", confirm_password: "Temporary#1" },
  });
  expect(signup.status()).toBe(201);
  const { id } = (await signup.json()).body;
  await signIn(page);
  await page.goto(`/userProfile/${id}`);
  await expect(page.getByRole("heading", { name: "Nora Nobuy" })).toBeVisible();
  await expect(page.getByText("No orders yet")).toBeVisible();
  await page.getByRole("button", { name: "DELETE USER" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("User deleted successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/user$/);
  const users: { id: number }[] = await api(page, request, "/users");
  expect(users.some((user) => user.id === id)).toBe(false);
});

test("sale persons: a 5-digit number is refused beside its field, then the sale person is created", async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.goto("/sale-person");
  await expect(page.getByRole("heading", { name: "Sale Persons", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Add Sale Person" }).click();
  await expect(page).toHaveURL(/\/add-sale-person$/);
  const email = `sam.seller.${Date.now()}@sales.example`;
  await page.getByLabel("Full Name").fill("Sam Seller");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Date of Birth").fill("12/05/1990");
  await page.keyboard.press("Escape");
  await page.getByLabel("Contact Number").fill("12345");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("The contact number must have 10 to 15 digits.")).toBeVisible();
  await expect(page.getByLabel("Contact Number")).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Contact Number").fill("3161234567");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Sale person created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/sale-person$/);
  const people: { email: string; dob: string; contact_number: string }[] = await api(page, request, "/salepersons");
  expect(people.find((person) => person.email === email)).toMatchObject({
    dob: "1990-05-12",
    contact_number: "3161234567",
  });
  await page.getByLabel("Search sale persons").fill("Sam Seller");
  await expect(page.getByRole("link", { name: "Sam Seller" })).toBeVisible();
});

test("reviews: select two and delete them in one action", async ({ page, request }) => {
  await signIn(page);
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Review", exact: true })
    .click();
  await expect(page).toHaveURL(/\/reviews$/);
  const before: { id: number; user: { full_name: string }; product: { product_name: string } }[] = await api(
    page,
    request,
    "/reviews/all",
  );
  await expect(page.getByText(`${before.length} of ${before.length} reviews`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [first, second] = before;
  for (const review of [first, second]) {
    await page
      .getByRole("checkbox", { name: `Select review by ${review.user.full_name} on ${review.product.product_name}` })
      .first()
      .check();
  }
  await expect(page.getByText("2 selected")).toBeVisible();
  await page.getByRole("button", { name: "Delete selected" }).click();
  await expect(page.getByRole("alertdialog").getByText("Delete 2 reviews?")).toBeVisible();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("2 reviews deleted")).toBeVisible();
  await expect(page.getByText(`${before.length - 2} of ${before.length - 2} reviews`)).toBeVisible();
  const after: { id: number }[] = await api(page, request, "/reviews/all");
  expect(after.map((review) => review.id)).not.toContain(first.id);
  expect(after.map((review) => review.id)).not.toContain(second.id);

  // The detail shows the real review.
  const third = after[0] as (typeof before)[number];
  await page.goto(`/review-detail/${third.id}`);
  await expect(page.getByRole("heading", { name: `Review by ${third.user.full_name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Customer profile" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
