import { afterEach, describe, expect, test } from "vitest";
import { configureShop } from "../../src/core/configureShop";
import { areaMessages, setMessages, t } from "../../src/core/messages";

describe("messages", () => {
  afterEach(() => configureShop({ locale: "en-IE" }));

  test("an area's t knows its own keys and the core ones, with placeholders filled", () => {
    const areaT = areaMessages({ shelf: "Shelf {number}" });
    expect(areaT("shelf", { number: 4 })).toBe("Shelf 4");
    expect(areaT("login")).toBe("LOGIN");
    expect(t("login")).toBe("LOGIN");
  });

  test("setMessages overrides core and area keys, by locale and by language", () => {
    const areaT = areaMessages({ shelf: "Shelf {number}" });
    setMessages("de", { shelf: "Regal {number}" });
    setMessages("de-AT", { login: "ANMELDEN" });
    configureShop({ locale: "de-AT" });
    expect(areaT("shelf", { number: 2 })).toBe("Regal 2");
    expect(areaT("login")).toBe("ANMELDEN");
    expect(t("login")).toBe("ANMELDEN");
    configureShop({ locale: "en-IE" });
    expect(areaT("shelf", { number: 2 })).toBe("Shelf 2");
  });
});
