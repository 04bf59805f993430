import { describe, expect, test } from "vitest";
import { formatChange, formatDate, formatEuro, initials, parseDate, truncateWords } from "../../src/core/format";

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
});
