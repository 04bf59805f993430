import fs from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";

export const ADMIN = { email: "admin@shop.test", password: "Admin#2026", role: "ADMIN" };
export const SUPER_ADMIN = { email: "superadmin@shop.test", password: "SuperAdmin#2026", role: "SUPER_ADMIN" };
export const CUSTOMER = { email: "customer@shop.test", password: "Customer#2026", role: "USER" };

/** Fills and sends the sign-in form found in `scope` (the page, or an element such as <shop-sign-in>). */
export async function signInThroughForm(scope: Page | Locator, who: { email: string; password: string }) {
  await scope.getByPlaceholder("Email").fill(who.email);
  await scope.getByPlaceholder("Password").fill(who.password);
  await scope.getByRole("button", { name: "LOGIN" }).click();
}

/** On /embed.html: signs in through <shop-sign-in>, and waits until the portal hears of it. */
export async function signInOnEmbed(page: Page, who: { email: string; password: string; role: string } = ADMIN) {
  await signInThroughForm(page.locator("shop-sign-in"), who);
  await expect(page.locator("#session-status")).toHaveText(`Signed in as ${who.role}`);
}

/** axe-core in the page: no serious or critical violation (shadow roots included). */
export async function expectNoSeriousA11yViolations(page: Page) {
  const source = fs.readFileSync(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url), "utf8");
  await page.addScriptTag({ content: source });
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            context: Document,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe.run(document);
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${JSON.stringify(violation.nodes.map((node) => [node.target, (node as unknown as { html: string }).html, (node as unknown as { failureSummary: string }).failureSummary]))}`,
      );
  });
  expect(violations).toEqual([]);
}
