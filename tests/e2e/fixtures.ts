import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";
export type { APIRequestContext, Locator, Page } from "@playwright/test";

/**
 * Every e2e spec imports `test` from here (eslint enforces it): the reference host sends a strict
 * Content-Security-Policy, and Chromium reports anything it refuses (an inline script, a <style>
 * without the nonce, a script from elsewhere) as a console error. Such a report in any tab of a
 * test fails that test, so a change that breaks the CSP cannot pass unnoticed.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on("console", (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on("page", watch);
      await use(violations);
      if (violations.length && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`Content-Security-Policy violations reported in the console:\n${violations.join("\n")}`);
      }
    },
    { auto: true },
  ],
});
