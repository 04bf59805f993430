import { describe, expect, test } from "vitest";
import {
  addBuckets,
  bucketRange,
  bucketStart,
  isPlainDate,
  shopDate,
} from "../../host-demo/server/lib/orders/salesBuckets";

// The shop's calendar behind GET /dashboard/sales: which shop day an instant is, and the day,
// week and month buckets of a range (the database groups orders by the same buckets).
describe("shop days", () => {
  test("an instant's day is the shop's, not UTC's", () => {
    expect(shopDate(new Date("2026-06-14T21:59:59Z"), "Europe/Paris")).toBe("2026-06-14");
    expect(shopDate(new Date("2026-06-14T22:00:00Z"), "Europe/Paris")).toBe("2026-06-15");
    expect(shopDate(new Date("2026-01-14T22:59:59Z"), "Europe/Paris")).toBe("2026-01-14");
    expect(shopDate(new Date("2026-01-14T23:00:00Z"), "Europe/Paris")).toBe("2026-01-15");
    expect(shopDate(new Date("2026-06-14T23:30:00Z"), "America/New_York")).toBe("2026-06-14");
  });

  test("around the daylight-saving changes (29 March and 25 October 2026 in Paris)", () => {
    // 29 March: 23 hours, from 23:00Z on the 28th to 22:00Z on the 29th.
    expect(shopDate(new Date("2026-03-28T22:59:59Z"), "Europe/Paris")).toBe("2026-03-28");
    expect(shopDate(new Date("2026-03-28T23:00:00Z"), "Europe/Paris")).toBe("2026-03-29");
    expect(shopDate(new Date("2026-03-29T21:59:59Z"), "Europe/Paris")).toBe("2026-03-29");
    expect(shopDate(new Date("2026-03-29T22:00:00Z"), "Europe/Paris")).toBe("2026-03-30");
    // 25 October: 25 hours, from 22:00Z on the 24th to 23:00Z on the 25th.
    expect(shopDate(new Date("2026-10-24T22:00:00Z"), "Europe/Paris")).toBe("2026-10-25");
    expect(shopDate(new Date("2026-10-25T22:59:59Z"), "Europe/Paris")).toBe("2026-10-25");
    expect(shopDate(new Date("2026-10-25T23:00:00Z"), "Europe/Paris")).toBe("2026-10-26");
  });
});

describe("buckets", () => {
  test("a day's bucket is the day; a week's starts on Monday; a month's on the 1st", () => {
    expect(bucketStart("2026-03-29", "day")).toBe("2026-03-29");
    expect(bucketStart("2026-03-29", "week")).toBe("2026-03-23"); // a Sunday: the week began Monday
    expect(bucketStart("2026-03-30", "week")).toBe("2026-03-30"); // a Monday
    expect(bucketStart("2026-01-01", "week")).toBe("2025-12-29"); // across a year
    expect(bucketStart("2026-02-28", "month")).toBe("2026-02-01");
  });

  test("stepping by buckets keeps calendar days through daylight-saving changes and month lengths", () => {
    expect(addBuckets("2026-03-28", "day", 1)).toBe("2026-03-29");
    expect(addBuckets("2026-03-29", "day", 1)).toBe("2026-03-30");
    expect(addBuckets("2026-10-19", "week", 1)).toBe("2026-10-26");
    expect(addBuckets("2026-01-01", "month", 1)).toBe("2026-02-01");
    expect(addBuckets("2026-01-01", "month", -11)).toBe("2025-02-01");
  });

  test("by default: 30 days, 12 weeks or 12 months ending with the one that holds today", () => {
    const days = bucketRange("day", "2026-11-23");
    expect(days).toMatchObject({ from: "2026-10-25", to: "2026-11-23", end: "2026-11-24" });
    expect("starts" in days && days.starts).toHaveLength(30);
    const weeks = bucketRange("week", "2026-11-23");
    expect(weeks).toMatchObject({ from: "2026-09-07", to: "2026-11-29", end: "2026-11-30" });
    expect("starts" in weeks && weeks.starts).toHaveLength(12);
    const months = bucketRange("month", "2026-11-23");
    expect(months).toMatchObject({ from: "2025-12-01", to: "2026-11-30", end: "2026-12-01" });
    expect("starts" in months && months.starts).toEqual([
      "2025-12-01",
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
      "2026-04-01",
      "2026-05-01",
      "2026-06-01",
      "2026-07-01",
      "2026-08-01",
      "2026-09-01",
      "2026-10-01",
      "2026-11-01",
    ]);
  });

  test("a given range widens to whole buckets; impossible ranges are refused with a reason", () => {
    expect(bucketRange("week", "2026-11-23", "2026-03-25", "2026-03-31")).toMatchObject({
      from: "2026-03-23",
      to: "2026-04-05",
      starts: ["2026-03-23", "2026-03-30"],
    });
    expect(bucketRange("day", "2026-11-23", "2026-02-29")).toEqual({ error: "from must be a date (YYYY-MM-DD)" });
    expect(bucketRange("day", "2026-11-23", "2026-03-02", "2026-03-01")).toEqual({
      error: "from must not be after to",
    });
    expect(bucketRange("day", "2026-11-23", "2020-01-01", "2026-01-01")).toEqual({
      error: "at most 400 days per request",
    });
    expect(isPlainDate("2028-02-29")).toBe(true);
    expect(isPlainDate("2026-13-01")).toBe(false);
  });
});
