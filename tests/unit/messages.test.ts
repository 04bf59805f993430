import { afterEach, describe, expect, test } from "vitest";
import { configureShop } from "../../src/core/configureShop";
import { areaMessages, loadTranslations, setMessages, t } from "../../src/core/messages";

describe("messages", () => {
  afterEach(() => configureShop({ locale: "en-IE" }));

  test("an area's t knows its own keys and the core ones, with placeholders filled", () => {
    const areaT = areaMessages("shelves", { shelf: "Shelf {number}" });
    expect(areaT("shelf", { number: 4 })).toBe("Shelf 4");
    expect(areaT("login")).toBe("LOGIN");
    expect(t("login")).toBe("LOGIN");
  });

  test("setMessages overrides core keys by name and area keys under the area's name, by locale and by language", () => {
    const areaT = areaMessages("shelves", { shelf: "Shelf {number}" });
    // A test area is not declared to the types; real areas' keys ("orders.allOrders") are.
    setMessages("de", { "shelves.shelf": "Regal {number}" } as never);
    setMessages("de-AT", { login: "ANMELDEN" });
    configureShop({ locale: "de-AT" });
    expect(areaT("shelf", { number: 2 })).toBe("Regal 2");
    expect(areaT("login")).toBe("ANMELDEN");
    expect(t("login")).toBe("ANMELDEN");
    configureShop({ locale: "en-IE" });
    expect(areaT("shelf", { number: 2 })).toBe("Shelf 2");
  });

  test("two areas may use one bare key for different texts: each area's t reads its own", () => {
    const first = areaMessages("first", { allOrders: "All Orders" });
    const second = areaMessages("second", { allOrders: "Every order" });
    expect(first("allOrders")).toBe("All Orders");
    expect(second("allOrders")).toBe("Every order");
  });

  test("fr-FR and de-DE load their catalogue; any other locale stays English", async () => {
    configureShop({ locale: "fr-FR" });
    await loadTranslations();
    expect(t("retry")).toBe("Réessayer");
    configureShop({ locale: "de-DE" });
    await loadTranslations();
    expect(t("retry")).toBe("Erneut versuchen");
    configureShop({ locale: "es-ES" });
    expect(t("retry")).toBe("Retry");
  });

  test("a numeric count picks the locale's plural form when the catalogue has one", () => {
    const areaT = areaMessages("plurals", { categoryCount: "{count} categories", categoryCount_one: "1 category" });
    expect(areaT("categoryCount", { count: 1 })).toBe("1 category");
    expect(areaT("categoryCount", { count: 2 })).toBe("2 categories");
  });
});
