import { describe, expect, test } from "vitest";
import { relativeTime } from "../../src/core/relativeTime";

const now = Date.parse("2026-11-27T14:00:00Z");

describe("relativeTime", () => {
  test("the largest whole unit, in the past and the future", () => {
    expect(relativeTime("2026-11-27T13:59:50Z", now, "en")).toBe("10 seconds ago");
    expect(relativeTime("2026-11-27T12:30:00Z", now, "en")).toBe("1 hour ago");
    expect(relativeTime("2026-11-27T12:00:00Z", now, "en")).toBe("2 hours ago");
    expect(relativeTime("2026-11-24T14:00:00Z", now, "en")).toBe("3 days ago");
    expect(relativeTime("2026-11-27T14:05:00Z", now, "en")).toBe("in 5 minutes");
    expect(relativeTime(now, now, "en")).toBe("now");
  });
  test("in the operator's language", () => {
    expect(relativeTime("2026-11-27T13:55:00Z", now, "fr")).toBe("il y a 5 minutes");
    expect(relativeTime("2026-11-27T13:55:00Z", now, "de")).toBe("vor 5 Minuten");
  });
  test("a short style and a dash for no time", () => {
    expect(relativeTime("2026-11-27T13:59:50Z", new Date(now), "en", "short")).toBe("10 sec. ago");
    expect(relativeTime(null, now, "en")).toBe("—");
    expect(relativeTime("not a time", now, "en")).toBe("—");
  });
});
