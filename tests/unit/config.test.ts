import { afterEach, describe, expect, test } from "vitest";
import { getConfig, mediaUrl, setConfig } from "../../src/core/config";

afterEach(() => setConfig({ apiBase: "/api", uploadBase: "", locale: "en-IE" }));

describe("page-wide configuration", () => {
  test("defaults: same-origin /api, uploads to the API base, en-IE", () => {
    // storageKey "": the spec's own names in localStorage and the cookie.
    expect(getConfig()).toEqual({ apiBase: "/api", uploadBase: "/api", locale: "en-IE", storageKey: "" });
  });

  test("trailing slashes are dropped and unspecified fields keep their value", () => {
    setConfig({ apiBase: "https://shop.test/api//" });
    expect(getConfig()).toEqual({
      apiBase: "https://shop.test/api",
      uploadBase: "https://shop.test/api",
      locale: "en-IE",
      storageKey: "",
    });
    setConfig({ uploadBase: "https://files.shop.test/" });
    expect(getConfig()).toEqual({
      apiBase: "https://shop.test/api",
      uploadBase: "https://files.shop.test",
      locale: "en-IE",
      storageKey: "",
    });
    setConfig({ locale: "de-DE" });
    expect(getConfig()).toEqual({
      apiBase: "https://shop.test/api",
      uploadBase: "https://files.shop.test",
      locale: "de-DE",
      storageKey: "",
    });
  });

  test("an empty API base falls back to /api; an empty locale keeps the current one", () => {
    setConfig({ apiBase: "https://shop.test/api", locale: "fr-FR" });
    setConfig({ apiBase: "/", locale: "" });
    expect(getConfig()).toMatchObject({ apiBase: "/api", locale: "fr-FR" });
    setConfig({ uploadBase: "https://files.shop.test" });
    setConfig({ uploadBase: "" });
    expect(getConfig().uploadBase).toBe("/api");
  });

  test("a stored file's path is fetched from the API's origin when the API is on another origin", () => {
    expect(mediaUrl("/api/upload/files/a.png")).toBe("/api/upload/files/a.png");
    setConfig({ apiBase: "http://127.0.0.1:4710/api" });
    expect(mediaUrl("/api/upload/files/a.png")).toBe("http://127.0.0.1:4710/api/upload/files/a.png");
    setConfig({ uploadBase: "https://files.shop.test/api" });
    expect(mediaUrl("/api/upload/files/a.png")).toBe("https://files.shop.test/api/upload/files/a.png");
    // Already absolute, protocol-relative, data: and blob: URLs, and nothing, stay as they are.
    expect(mediaUrl("https://cdn.test/a.png")).toBe("https://cdn.test/a.png");
    expect(mediaUrl("//cdn.test/a.png")).toBe("//cdn.test/a.png");
    expect(mediaUrl("data:image/png;base64,AA")).toBe("data:image/png;base64,AA");
    expect(mediaUrl("blob:http://x/1")).toBe("blob:http://x/1");
    expect(mediaUrl(null)).toBeUndefined();
    expect(mediaUrl("")).toBeUndefined();
  });
});
