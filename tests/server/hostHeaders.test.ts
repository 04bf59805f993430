import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseFrameAncestors } from "../../host-demo/server/plugins/securityHeaders.js";
import { createTestApp, type TestApp } from "./helpers.js";

// A small built host laid out as scripts/build-host.mjs writes it: pages carrying the nonce
// placeholder, a hashed script with its .br and .gz beside it, and the elements bundle.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-host-"));
const hostRoot = path.join(root, "host");
const elementsRoot = path.join(root, "elements");
const MAIN = "/assets/main-ABCD1234.js";
const mainSource = `console.log(${JSON.stringify("back-office ".repeat(200))});\n`;
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><meta property="csp-nonce" nonce="__CSP_NONCE__" />` +
  `<style nonce="__CSP_NONCE__">body{margin:0}</style></head><body><script type="module" src="${MAIN}"></script></body></html>`;
function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
write(path.join(hostRoot, "index.html"), page("Back-office"));
write(path.join(hostRoot, "embed.html"), page("Partner portal"));
write(path.join(hostRoot, "signed-out.html"), page("Sign in"));
write(path.join(hostRoot, MAIN), mainSource);
write(path.join(hostRoot, `${MAIN}.br`), zlib.brotliCompressSync(mainSource));
write(path.join(hostRoot, `${MAIN}.gz`), zlib.gzipSync(mainSource));
write(path.join(elementsRoot, "index.js"), 'export * from "./chunks/index-Xy_z9-AB.js";\n');
write(path.join(elementsRoot, "chunks", "index-Xy_z9-AB.js"), "export const ELEMENTS = [];\n");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ hostRoot, elementsRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const head = (url: string) => t.app.inject({ method: "HEAD", url });
const directives = (policy: unknown) =>
  new Map(
    String(policy)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as const),
  );

describe("host pages", () => {
  test("carry a strict CSP whose style nonce is fresh per response and written into the page", async () => {
    const first = await get("/");
    const second = await get("/");
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^text\/html/);
    const policy = directives(first.headers["content-security-policy"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    const styles = policy.get("style-src") ?? [];
    expect(styles).not.toContain("'unsafe-inline'");
    const nonce = /^'nonce-(.+)'$/.exec(styles.find((source) => source.startsWith("'nonce-")) ?? "")?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    expect(first.body).toContain(`<style nonce="${nonce}">`);
    expect(first.body).not.toContain("__CSP_NONCE__");
    expect(second.headers["content-security-policy"]).not.toContain(nonce);
    // Every directive, exactly: a source added or dropped shows here.
    expect(first.headers["content-security-policy"]).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        `style-src 'self' 'nonce-${nonce}'`,
        "img-src 'self' blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
  });

  test("API answers and scripts carry a policy under which nothing runs, with nosniff and no referrer", async () => {
    for (const url of ["/api/health", MAIN, "/api/products"]) {
      const response = await get(url);
      expect(response.headers["content-security-policy"], url).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      );
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("no-referrer");
    }
  });

  test("send nosniff, no referrer and no-cache; deep links answer the back-office page", async () => {
    for (const url of ["/", "/embed.html", "/orders/5"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
    expect((await get("/orders/5")).body).toContain("<title>Back-office</title>");
    expect((await get("/embed.html")).body).toContain("<title>Partner portal</title>");
  });

  test("HEAD answers like GET, without a body, for pages, deep links and assets", async () => {
    for (const url of ["/", "/embed.html", "/products/3", MAIN, "/elements/index.js"]) {
      const [getResponse, headResponse] = [await get(url), await head(url)];
      expect(headResponse.statusCode, url).toBe(200);
      expect(headResponse.headers["content-type"], url).toBe(getResponse.headers["content-type"]);
      expect(headResponse.headers["cache-control"], url).toBe(getResponse.headers["cache-control"]);
      expect(headResponse.headers["content-security-policy"], url).toBeTruthy();
      expect(headResponse.body, url).toBe("");
    }
  });

  test("/ is the prerendered sign-in page without a session cookie, the back-office page with one", async () => {
    const title = async (headers: Record<string, string>) =>
      /<title>(.*)<\/title>/.exec((await get("/", headers)).body)?.[1];
    expect(await title({})).toBe("Sign in");
    expect(await title({ cookie: "theme=dark; tokens=x" })).toBe("Sign in");
    expect(await title({ cookie: "token=" })).toBe("Sign in");
    expect(await title({ cookie: "token=eyJhbGciOi.abc.def" })).toBe("Back-office");
    expect(await title({ cookie: "theme=dark; token=eyJhbGciOi.abc.def" })).toBe("Back-office");
    // The signed-out page has no address of its own; deep links stay the back-office page.
    expect((await get("/signed-out.html")).statusCode).toBe(404);
    expect((await get("/orders", {})).body).toContain("<title>Back-office</title>");
    const signedOut = await get("/");
    expect(signedOut.body).not.toContain("__CSP_NONCE__");
    expect(signedOut.headers["cache-control"]).toBe("no-cache");
    expect(signedOut.headers.vary).toBe("Cookie");
  });

  test("unknown files and API paths stay 404", async () => {
    expect((await get("/assets/missing-ABCD1234.js")).statusCode).toBe(404);
    expect((await get("/favicon.ico")).statusCode).toBe(404);
    const api = await get("/api/no-such-route");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });
});

describe("assets", () => {
  test("are sent brotli or gzip compressed as the browser accepts, with Vary: Accept-Encoding", async () => {
    const brotli = await get(MAIN, { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(mainSource.length / 10);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(mainSource);

    const gzip = await get(MAIN, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(mainSource);

    const plain = await get(MAIN, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(mainSource);
  });

  test("hashed files are cached for a year (immutable); the elements' entry is revalidated", async () => {
    const immutable = "public, max-age=31536000, immutable";
    expect((await get(MAIN, { "accept-encoding": "br" })).headers["cache-control"]).toBe(immutable);
    expect((await get(MAIN)).headers["cache-control"]).toBe(immutable);
    expect((await get("/elements/chunks/index-Xy_z9-AB.js")).headers["cache-control"]).toBe(immutable);
    const entry = await get("/elements/index.js");
    expect(entry.headers["cache-control"]).toBe("no-cache");
    expect(entry.headers.etag).toBeTruthy();
    const revalidated = await get("/elements/index.js", { "if-none-match": String(entry.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  test("scripts and API answers carry nosniff and a CSP that runs nothing if opened as a page", async () => {
    for (const url of [MAIN, "/api/health"]) {
      const response = await get(url);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("no-referrer");
      expect(directives(response.headers["content-security-policy"]).get("default-src"), url).toEqual(["'none'"]);
    }
  });
});

describe("uploads", () => {
  test("are served with their checked image type, nosniff and a sandboxing CSP", async () => {
    const image = await get("/api/upload/files/seed-01.png");
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    const policy = directives(image.headers["content-security-policy"]);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.has("sandbox")).toBe(true);
  });

  test("an HTML file is refused, whatever its name and declared type", async () => {
    const token = await t.signIn("admin");
    const boundary = "----hostheaders";
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n` +
        `<!doctype html><script>alert(localStorage.token)</script>\r\n--${boundary}--\r\n`,
    );
    const response = await t.app.inject({
      method: "POST",
      url: "/api/upload/file",
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("frame-ancestors", () => {
  test("accepts 'self' and origins an operator lists, and refuses anything else", () => {
    expect(parseFrameAncestors("")).toBe("'none'");
    expect(parseFrameAncestors("'self'  https://portal.example.com")).toBe("'self' https://portal.example.com");
    expect(parseFrameAncestors("https://*.example.com:8443")).toBe("https://*.example.com:8443");
    expect(() => parseFrameAncestors("*")).toThrow(/FRAME_ANCESTORS/);
    expect(() => parseFrameAncestors("javascript:alert(1)")).toThrow(/FRAME_ANCESTORS/);
    expect(() => parseFrameAncestors("https://a.example; script-src *")).toThrow(/FRAME_ANCESTORS/);
    expect(() => parseFrameAncestors("'none' 'self'")).toThrow(/stands alone/);
  });

  test("'none' and 'self' stand as keywords; an origin is a whole http(s) origin; 'none' stands alone", () => {
    expect(parseFrameAncestors("'none'")).toBe("'none'");
    expect(parseFrameAncestors("'self'")).toBe("'self'");
    expect(parseFrameAncestors("http://localhost:8080 'self'")).toBe("http://localhost:8080 'self'");
    for (const junk of [
      "none",
      "self",
      "xhttps://portal.example.com",
      "https://portal.example.com/path",
      "ftp://a.example",
    ]) {
      expect(() => parseFrameAncestors(junk), junk).toThrow(
        `FRAME_ANCESTORS: "${junk}" is not 'none', 'self' or an origin`,
      );
    }
    expect(() => parseFrameAncestors("'none' https://portal.example.com")).toThrow(
      "FRAME_ANCESTORS: 'none' stands alone",
    );
  });

  test("the configured origins reach the pages' policy", async () => {
    const framed = await createTestApp({ hostRoot, frameAncestors: "'self' https://portal.example.com" });
    try {
      const response = await framed.app.inject({ method: "GET", url: "/" });
      expect(directives(response.headers["content-security-policy"]).get("frame-ancestors")).toEqual([
        "'self'",
        "https://portal.example.com",
      ]);
    } finally {
      await framed.close();
    }
  });
});
