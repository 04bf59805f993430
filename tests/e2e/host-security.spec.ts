import { expect, test } from "./fixtures";

// The reference host's own guards, on the built pages (npm run build first).

test("an injected inline script does not run and is reported as a CSP violation", async ({ page, cspViolations }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
  expect(cspViolations).toEqual([]);
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = localStorage.getItem('token')";
    document.body.append(script);
  });
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toMatch(/inline script/);
  cspViolations.length = 0; // seen and expected: the fixture checks for others
});

test("the embedding demo's elements are styled inside their shadow roots under the CSP", async ({ page }) => {
  await page.goto("/embed.html");
  const button = page.locator("shop-sign-in").getByRole("button", { name: "LOGIN" });
  await expect(button).toBeVisible();
  // The element's styles reach its shadow root as adopted constructed sheets, not <style> elements.
  const styled = await button.evaluate((element) => {
    const root = element.getRootNode() as ShadowRoot;
    return (
      root.querySelectorAll("style").length === 0 && root.adoptedStyleSheets.some((sheet) => sheet.cssRules.length > 0)
    );
  });
  expect(styled).toBe(true);
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe("rgb(255, 105, 180)");
});

test("scripts come compressed and cached for a year; pages answer HEAD", async ({ request, page }) => {
  // A deep link answers the back-office page ("/" without a session is the prerendered sign-in page).
  const html = await (await request.get("/orders")).text();
  const main = /<script type="module" src="([^"]+)" data-main>/.exec(html)?.[1];
  expect(main).toMatch(/^\/assets\/main-[\w-]{8}\.js$/);
  const script = await request.get(main!, { headers: { "accept-encoding": "br" } });
  expect(script.headers()["content-encoding"]).toBe("br");
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(script.headers()["vary"]).toMatch(/accept-encoding/i);
  for (const url of ["/", "/embed.html", "/orders", main!, "/elements/index.js", "/favicon.svg"]) {
    expect((await request.head(url)).status(), url).toBe(200);
  }
  await page.goto("/embed.html");
});
