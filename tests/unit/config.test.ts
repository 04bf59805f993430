import { afterEach, describe, expect, test } from "vitest";
import { getConfig, setConfig } from "../../src/core/config";

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
});
