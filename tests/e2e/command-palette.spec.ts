import { expect, test, type Page } from "./fixtures";
import { ADMIN, expectNoA11yViolations } from "./helpers";

/**
 * The command palette on the real server, by keyboard only (issue 32, item 3): Ctrl+K, a screen,
 * an order found by its number, the order's Confirm command, and `?` for the shortcuts; axe clean
 * with the palette and the shortcuts open.
 */

const palette = (page: Page) => page.getByRole("dialog", { name: "Command palette" });
const field = (page: Page) => page.getByRole("combobox", { name: "Go to a screen, find a record or run a command" });
/** The text of the option the combobox highlights (aria-activedescendant). */
const highlighted = (page: Page) =>
  page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('[role="combobox"]');
    const id = input?.getAttribute("aria-activedescendant");
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });

test("command palette by keyboard: go to a screen, find an order, confirm it, list the shortcuts", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await page.getByPlaceholder("Email").fill(ADMIN.email);
  await page.getByPlaceholder("Password").fill(ADMIN.password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const listed = await request.get("/api/admin/orders?status=PENDING&limit=1&page=1", {
    headers: { authorization: `Bearer ${token}` },
  });
  const [pending] = (await listed.json()).body.orders as { id: number; order_number: string }[];

  // A screen, by keyboard only.
  await page.keyboard.press("Control+k");
  await expect(palette(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.type("Transactions");
  await expect.poll(() => highlighted(page)).toBe("Transactions");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Transactions" })).toBeVisible();
  await expect(palette(page)).toHaveCount(0);

  // An order found on the server by its number.
  await page.keyboard.press("Control+k");
  await page.keyboard.type(pending.order_number);
  const orders = page.getByRole("group", { name: "Orders" });
  await expect(orders.getByRole("option").first()).toContainText(pending.order_number);
  await expectNoA11yViolations(page);
  while (!((await highlighted(page)) ?? "").startsWith(pending.order_number)) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `Order ${pending.order_number}` })).toBeVisible();

  // The order's Confirm command, through the usual confirmation.
  await page.keyboard.press("Control+k");
  await page.keyboard.type("confirm order");
  await expect.poll(() => highlighted(page)).toBe(`Confirm order ${pending.order_number}`);
  await page.keyboard.press("Enter");
  const question = page.getByRole("alertdialog", { name: `Confirm order ${pending.order_number}?` });
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Keep current status" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(question.getByRole("button", { name: "Confirm order" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Order Status Updated Successfully")).toBeVisible();
  const after = await request.get(`/api/admin/order/byid/${pending.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await after.json()).body.order_status).toBe("CONFIRMED");

  // ? lists the shortcuts (outside a text field); Escape closes it.
  await page.keyboard.press("Escape");
  await page.keyboard.press("?");
  const shortcuts = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(shortcuts.getByRole("cell", { name: "Open the command palette" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(shortcuts).toHaveCount(0);
});
