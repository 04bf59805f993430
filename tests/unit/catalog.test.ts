import { describe, expect, test } from "vitest";
import { matchesSearch } from "../../src/features/catalog/shared/nameFilter";

describe("catalog search", () => {
  test("case-insensitive contains over any of the values; blank matches all", () => {
    expect(matchesSearch("", "Aurora")).toBe(true);
    expect(matchesSearch("  ", "Aurora")).toBe(true);
    expect(matchesSearch("ROR", "Aurora")).toBe(true);
    expect(matchesSearch(" aur ", "Aurora")).toBe(true);
    expect(matchesSearch("mg/ml", "12", "mg/ml")).toBe(true);
    expect(matchesSearch("nimbus", "Aurora", null, undefined)).toBe(false);
  });
});
