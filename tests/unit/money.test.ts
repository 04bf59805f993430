import { describe, expect, test } from "vitest";
import { moneyText, readMoney } from "../../src/core/money";

const cents = (text: string, locale: string) => {
  const reading = readMoney(text, locale);
  return reading.ok ? reading.cents : reading.problem;
};

describe("readMoney: every way of writing an amount, and nothing guessed", () => {
  test.each([
    // [text, en-IE, fr-FR, de-DE]
    ["13,90", 1390, 1390, 1390],
    ["13.90", 1390, 1390, 1390],
    ["12,5", 1250, 1250, 1250],
    ["14,95", 1495, 1495, 1495],
    ["1 390,50", 139050, 139050, 139050],
    ["1\u202f390,50", 139050, 139050, 139050],
    ["1\u00a0390,50", 139050, 139050, 139050],
    ["1.390,50", 139050, 139050, 139050],
    ["1,390.50", 139050, 139050, 139050],
    ["1390", 139000, 139000, 139000],
    ["1 390", 139000, 139000, 139000],
    ["€13.90", 1390, 1390, 1390],
    ["13,90 €", 1390, 1390, 1390],
    [",5", 50, 50, 50],
    ["0", 0, 0, 0],
    ["13.", 1300, 1300, 1300],
    // One mark and three digits: grouping only where the locale groups with it.
    ["1,390", 139000, "tooManyDecimals", "tooManyDecimals"],
    ["1.390", "tooManyDecimals", "ambiguous", 139000],
    ["13,900", 1390000, "tooManyDecimals", "tooManyDecimals"],
    ["1.234.567", "tooLarge", "tooLarge", "tooLarge"],
    ["12.345", "tooManyDecimals", "ambiguous", 1234500],
    // Refused outright.
    ["13,905", 1390500, "tooManyDecimals", "tooManyDecimals"],
    ["13.9.0", "notANumber", "notANumber", "notANumber"],
    ["1,39,0.50", "notANumber", "notANumber", "notANumber"],
    ["12,34.5,6", "notANumber", "notANumber", "notANumber"],
    ["abc", "notANumber", "notANumber", "notANumber"],
    ["1e3", "notANumber", "notANumber", "notANumber"],
    ["0x10", "notANumber", "notANumber", "notANumber"],
    ["-5", "negative", "negative", "negative"],
    ["12 34", "notANumber", "notANumber", "notANumber"],
    ["100000", 10000000, 10000000, 10000000],
    ["100000,01", "tooLarge", "tooLarge", "tooLarge"],
    ["99999999999999999999", "tooLarge", "tooLarge", "tooLarge"],
  ] as const)("%s → en-IE %s, fr-FR %s, de-DE %s", (text, enIE, frFR, deDE) => {
    expect([cents(text, "en-IE"), cents(text, "fr-FR"), cents(text, "de-DE")]).toEqual([enIE, frFR, deDE]);
  });

  test("the amount is exact in cents (no floating point drift)", () => {
    expect(readMoney("0,10", "fr-FR")).toEqual({ ok: true, cents: 10, amount: 0.1 });
    expect(readMoney("19.99", "en-IE")).toEqual({ ok: true, cents: 1999, amount: 19.99 });
  });

  test("moneyText writes a stored amount back in the locale's marks, ungrouped", () => {
    expect(moneyText(1390.5, "en-IE")).toBe("1390.50");
    expect(moneyText(1390.5, "fr-FR")).toBe("1390,50");
    expect(moneyText(null, "fr-FR")).toBe("");
    // What it writes reads back as the same amount.
    for (const locale of ["en-IE", "fr-FR", "de-DE"])
      expect(readMoney(moneyText(1390.5, locale), locale)).toMatchObject({ cents: 139050 });
  });
});
