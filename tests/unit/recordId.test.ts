import { describe, expect, test } from "vitest";
import { MAX_RECORD_ID, parseRecordId, recordIdOf } from "../../src/core/recordId";

describe("the one record id rule", () => {
  test("decimal digits from 1 to 2³¹−1 are the record's id", () => {
    expect(parseRecordId("1")).toBe(1);
    expect(parseRecordId("117")).toBe(117);
    expect(parseRecordId(String(MAX_RECORD_ID))).toBe(2147483647);
    expect(recordIdOf(new URLSearchParams("id=12"))).toBe(12);
  });

  test("anything else is not an id: exponent, sign, decimals, spaces, leading zero, hex, too large, empty", () => {
    for (const junk of [
      "1e3",
      "+5",
      "-5",
      "1.0",
      "1.5",
      " 7",
      "7 ",
      "012",
      "0x1F",
      "0",
      "2147483648",
      "99999999999",
      "",
      "abc",
      "١٢",
    ])
      expect(parseRecordId(junk), junk).toBeNull();
    expect(parseRecordId(undefined)).toBeNull();
    expect(parseRecordId(null)).toBeNull();
    expect(recordIdOf(new URLSearchParams(""))).toBeNull();
    expect(recordIdOf(new URLSearchParams("id=1e3"))).toBeNull();
  });
});
