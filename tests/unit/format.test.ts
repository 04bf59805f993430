import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { setConfig } from "../../src/core/config";
import {
  datePattern,
  formatChange,
  formatDate,
  formatEuro,
  initials,
  parseDate,
  truncateWords,
} from "../../src/core/format";

describe("format", () => {
  test("euros in the default locale, a dash for nothing", () => {
    expect(formatEuro(1234.5)).toBe("€1,234.50");
    expect(formatEuro("12")).toBe("€12.00");
    expect(formatEuro(null)).toBe("—");
    expect(formatEuro(Number.NaN)).toBe("—");
  });
  test("dates as dd/MM/yyyy; calendar days do not shift", () => {
    expect(formatDate("2026-03-07")).toBe("07/03/2026");
    expect(formatDate(new Date(2026, 0, 31, 23, 0))).toBe("31/01/2026");
    expect(formatDate("not a date")).toBe("—");
    expect(formatDate(null)).toBe("—");
  });
  test("a date field reads dates in the locale's order and separator", () => {
    expect(datePattern("en-IE").format).toBe("dd/MM/yyyy");
    expect(datePattern("fr-FR").format).toBe("dd/MM/yyyy");
    expect(datePattern("de-DE")).toEqual({ parts: ["day", "month", "year"], separator: ".", format: "dd.MM.yyyy" });
    expect(datePattern("en-US").format).toBe("MM/dd/yyyy");
  });
  test("parseDate accepts real days only", () => {
    expect(parseDate("07/03/2026")).toBe("2026-03-07");
    expect(parseDate("31/02/2026")).toBeNull();
    expect(parseDate("2026-03-07")).toBeNull();
  });
  test("descriptions cut to five words", () => {
    expect(truncateWords("one two three four five six")).toBe("one two three four five…");
    expect(truncateWords("  short  text ")).toBe("short text");
    expect(truncateWords(null)).toBe("");
  });
  test("initials from full_name", () => {
    expect(initials("Alex Admin")).toBe("AA");
    expect(initials("chris van der berg")).toBe("CB");
    expect(initials("  ")).toBe("?");
  });
  test("month-over-month change, none when missing", () => {
    expect(formatChange(12.5)).toBe("+12.5%");
    expect(formatChange(-3)).toBe("−3%");
    expect(formatChange(null)).toBeNull();
  });

  test("euros follow the configured locale; zero and strings are amounts", () => {
    expect(formatEuro(0)).toBe("€0.00");
    expect(formatEuro("abc")).toBe("—");
    expect(formatEuro(undefined)).toBe("—");
    expect(formatEuro(Number.POSITIVE_INFINITY)).toBe("—");
    setConfig({ locale: "de-DE" });
    try {
      expect(formatEuro(1234.5)).toBe("1.234,50\u00a0€");
      expect(formatChange(12.25)).toBe("+12,3%");
    } finally {
      setConfig({ locale: "en-IE" });
    }
    expect(formatEuro(1234.5)).toBe("€1,234.50");
  });
  test("timestamps show their local day; bare dates never shift", () => {
    const local = new Date(2026, 11, 5, 9, 30);
    expect(formatDate(local.toISOString())).toBe("05/12/2026");
    expect(formatDate("2026-12-05T00:00:00")).toBe("05/12/2026");
    expect(formatDate(new Date("invalid"))).toBe("—");
    expect(formatDate("")).toBe("—");
    expect(formatDate(undefined)).toBe("—");
    expect(formatDate(new Date(2026, 8, 9))).toBe("09/09/2026");
  });
  test("parseDate: one- or two-digit day and month, surrounding spaces, real days only", () => {
    expect(parseDate(" 7/3/2026 ")).toBe("2026-03-07");
    expect(parseDate("29/02/2024")).toBe("2024-02-29");
    expect(parseDate("29/02/2026")).toBeNull();
    expect(parseDate("00/01/2026")).toBeNull();
    expect(parseDate("01/13/2026")).toBeNull();
    expect(parseDate("32/01/2026")).toBeNull();
    expect(parseDate("1/1/26")).toBeNull();
    expect(parseDate("x07/03/2026")).toBeNull();
    expect(parseDate("07/03/2026x")).toBeNull();
  });
  test("truncateWords: exactly the count is not cut; the count can be chosen", () => {
    expect(truncateWords("one two three four five")).toBe("one two three four five");
    expect(truncateWords("one two three", 2)).toBe("one two…");
    expect(truncateWords("one\ttwo\nthree", 3)).toBe("one two three");
    expect(truncateWords(undefined)).toBe("");
  });
  test("initials: one name gives one letter; missing names give ?", () => {
    expect(initials("madonna")).toBe("M");
    expect(initials(" ana  maria ")).toBe("AM");
    expect(initials(null)).toBe("?");
    expect(initials(undefined)).toBe("?");
  });
  test("change: no sign for zero, one decimal at most, nothing for missing or infinite", () => {
    expect(formatChange(0)).toBe("0%");
    expect(formatChange(-0.04)).toBe("−0%");
    expect(formatChange(1234.56)).toBe("+1,234.6%");
    expect(formatChange(undefined)).toBeNull();
    expect(formatChange(Number.NaN)).toBeNull();
    expect(formatChange(Number.NEGATIVE_INFINITY)).toBeNull();
  });

  test("in a time zone behind UTC a bare date keeps its day while a timestamp shows the local day", () => {
    // The time zone is read once per process (and per thread), so the check runs in its own process.
    const script = [
      `const { formatDate } = await import(${JSON.stringify(path.resolve("src/core/format.ts"))});`,
      `console.log(JSON.stringify([formatDate("2026-03-07"), formatDate("2026-03-07T02:00:00Z")]));`,
    ].join("\n");
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      env: { ...process.env, TZ: "America/Los_Angeles" },
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual(["07/03/2026", "06/03/2026"]);
  });
  test("parseDate refuses years before 100, which JavaScript dates would move to the 1900s", () => {
    expect(parseDate("01/01/0050")).toBeNull();
    expect(parseDate("01/01/1999")).toBe("1999-01-01");
  });
});
