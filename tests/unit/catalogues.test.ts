/// <reference types="vite/client" />
import { describe, expect, test } from "vitest";
import { coreEnglish, setMessages as setCoreMessages } from "../../src/core/messages";
import coreFrench from "../../src/core/messages.fr";
import coreGerman from "../../src/core/messages.de";
import { screenEnglish } from "../../src/core/screenMessages";
import screensFrench from "../../src/core/screenMessages.fr";
import screensGerman from "../../src/core/screenMessages.de";
import { setMessages } from "../../src/messageCatalogues";

// Every catalogue: its English texts and, once shipped, its French and German modules.
const areaModules = import.meta.glob<{ english: Record<string, string> }>(
  ["../../src/features/*/messages.ts", "../../src/features/auth/sessionMessages.ts"],
  { eager: true },
);
const translationModules = import.meta.glob<{ default: Record<string, string> }>(
  ["../../src/features/*/messages.fr.ts", "../../src/features/*/messages.de.ts"],
  { eager: true },
);
const areaOf = (path: string) => /features\/([^/]+)\//.exec(path)![1];

const english: Record<string, Record<string, string>> = { core: coreEnglish, screens: screenEnglish };
for (const [path, module] of Object.entries(areaModules)) english[areaOf(path)] = module.english;

/**
 * Bare keys two catalogues define with different English wording but one meaning (a list must
 * stay short; a key whose meanings differ gets a name of its own, as discounts' everyOrder did).
 */
const SAME_MEANING_OTHER_WORDING = new Set(["imageUploadFailed", "imagesOnly", "tags", "fixFields"]);

describe("catalogues", () => {
  test("every area has its catalogue (the test sees them all)", () => {
    expect(Object.keys(english).sort()).toEqual(
      [
        "auth",
        "catalog",
        "core",
        "customers",
        "discounts",
        "locations",
        "orders",
        "overview",
        "screens",
        "settings",
      ].sort(),
    );
  });

  test("no bare key means two things across catalogues", () => {
    const texts = new Map<string, Map<string, string[]>>();
    for (const [catalogue, messages] of Object.entries(english)) {
      for (const [key, text] of Object.entries(messages)) {
        const byText = texts.get(key) ?? new Map<string, string[]>();
        byText.set(text, [...(byText.get(text) ?? []), catalogue]);
        texts.set(key, byText);
      }
    }
    const differing = [...texts]
      .filter(([key, byText]) => byText.size > 1 && !SAME_MEANING_OTHER_WORDING.has(key))
      .map(
        ([key, byText]) => `${key}: ${[...byText].map(([text, where]) => `${where.join("+")} "${text}"`).join(", ")}`,
      );
    expect(differing).toEqual([]);
  });

  test("French and German define exactly the English keys of each catalogue, core and areas", () => {
    const problems: string[] = [];
    const compare = (name: string, englishKeys: string[], translated: Record<string, string> | undefined) => {
      if (!translated) return problems.push(`${name}: missing`);
      const keys = Object.keys(translated);
      const missing = englishKeys.filter((key) => !keys.includes(key));
      const extra = keys.filter((key) => !englishKeys.includes(key));
      if (missing.length || extra.length) problems.push(`${name}: missing ${missing} extra ${extra}`);
      for (const [key, text] of Object.entries(translated)) if (!text.trim()) problems.push(`${name}: ${key} is empty`);
    };
    compare("core fr", Object.keys(coreEnglish), coreFrench);
    compare("core de", Object.keys(coreEnglish), coreGerman);
    compare("screens fr", Object.keys(screenEnglish), screensFrench);
    compare("screens de", Object.keys(screenEnglish), screensGerman);
    for (const area of Object.keys(english).filter((name) => name !== "core" && name !== "screens")) {
      for (const language of ["fr", "de"]) {
        const module = Object.entries(translationModules).find(
          ([path]) => areaOf(path) === area && path.endsWith(`.${language}.ts`),
        )?.[1];
        compare(`${area} ${language}`, Object.keys(english[area]), module?.default);
      }
    }
    expect(problems).toEqual([]);
  });

  test("placeholders survive translation: each text names the same {placeholders} as its English", () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const problems: string[] = [];
    const check = (name: string, source: Record<string, string>, translated: Record<string, string>) => {
      for (const [key, text] of Object.entries(translated)) {
        // A plural form may write its count out ("1 category") where another language keeps {count}.
        const wanted = names(source[key] ?? "").filter((n) => !(key.endsWith("_one") && n === "count"));
        const found = names(text).filter((n) => !(key.endsWith("_one") && n === "count"));
        if (JSON.stringify(wanted) !== JSON.stringify(found)) problems.push(`${name} ${key}`);
      }
    };
    check("core fr", coreEnglish, coreFrench);
    check("core de", coreEnglish, coreGerman);
    check("screens fr", screenEnglish, screensFrench);
    check("screens de", screenEnglish, screensGerman);
    for (const [path, module] of Object.entries(translationModules)) check(path, english[areaOf(path)], module.default);
    expect(problems).toEqual([]);
  });

  test("a misspelled key passed to setMessages is a type error (checked by tsc, as this file is)", () => {
    // @ts-expect-error -- no area key "orders.allOrder"
    setMessages("xx", { "orders.allOrder": "x" });
    // @ts-expect-error -- area keys are namespaced: a bare "allOrders" is not a key
    setMessages("xx", { allOrders: "x" });
    // @ts-expect-error -- core's own type knows the areas' keys too
    setCoreMessages("xx", { "discounts.allOrders": "x" });
    setMessages("xx", { "orders.allOrders": "x", "discounts.everyOrder": "y", retry: "z" });
    setCoreMessages("xx", { "orders.allOrders": "x" });
  });
});
