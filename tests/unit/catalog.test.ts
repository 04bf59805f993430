import { describe, expect, test } from "vitest";
import { matchesSearch } from "../../src/features/catalog/shared/nameFilter";
import { editedRecord } from "../../src/features/catalog/shared/recordLookup";

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

describe("edit screens find their record", () => {
  const rows = [
    { id: 1, name: "Red" },
    { id: 2, name: "Blue" },
  ];

  test("navigation state wins when it is the same record; else the loaded list", () => {
    expect(editedRecord(2, { id: 2, name: "Blue (passed)" }, {})).toEqual({ record: { id: 2, name: "Blue (passed)" } });
    expect(editedRecord(1, { id: 2, name: "Blue" }, { data: rows })).toEqual({ record: rows[0] });
    expect(editedRecord(null, undefined, { data: rows })).toEqual({});
  });

  test("still loading, failed, or not in the list", () => {
    expect(editedRecord(1, undefined, {})).toEqual({});
    expect(editedRecord(1, undefined, { error: { message: "Down" } })).toEqual({ error: { message: "Down" } });
    expect(editedRecord(9, undefined, { data: rows })).toEqual({ error: { message: "This record no longer exists." } });
  });
});
