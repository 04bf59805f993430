import fs from "node:fs";
import path from "node:path";
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

/** axe-core in the page, best practices included: no violation of any impact (shadow roots included). */
export async function expectNoA11yViolations(page: Page) {
  const source = fs.readFileSync(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url), "utf8");
  // Evaluated through the DevTools protocol: the host's CSP refuses an inline <script> tag.
  await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: { runOnly: { type: "tag"; values: string[] } },
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe.run(document, {
      // WCAG A and AA plus axe's best practices (unique landmark names, one main, headings).
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    });
    return result.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${JSON.stringify(violation.nodes.map((node) => [node.target, (node as unknown as { html: string }).html, (node as unknown as { failureSummary: string }).failureSummary]))}`,
    );
  });
  expect(violations).toEqual([]);
}

/** The earlier name, kept for the specs that use it; it now also fails on moderate and minor violations. */
export const expectNoSeriousA11yViolations = expectNoA11yViolations;

/**
 * The code of the newest recovery mail to this address, as the server sent it over SMTP to the
 * run's mail sink (tests/e2e/mailSink.ts writes each mail to <E2E_DATA_DIR>/mail.jsonl).
 */
export async function recoveryCodeSentTo(email: string): Promise<string> {
  const file = path.join(process.env.E2E_DATA_DIR!, "mail.jsonl");
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = fs.existsSync(file)
      ? fs
          .readFileSync(file, "utf8")
          .trim()
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { to: string[]; text: string })
      : [];
    const newest = mails.filter((mail) => mail.to.includes(email)).at(-1);
    const code = newest && /\b(\d{6})\b/.exec(newest.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no recovery mail for ${email}`);
}

/** A back-office GET as the signed-in page (its stored token), answering the body of the envelope. */
export async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { body: T }).body;
}

/** A write through the API as the signed-in page's operator; the answer's body (the call must succeed). */
export async function apiWrite<T>(page: Page, method: "POST" | "PUT", path: string, data: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  // Bulk calls answer a stream of progress lines, not one envelope.
  if (!response.headers()["content-type"]?.startsWith("application/json")) return undefined as T;
  return ((await response.json()) as { body: T }).body;
}
