import { afterEach, describe, expect, test, vi } from "vitest";
import { DEFAULT_NOTICE_DURATION, noticeStore, notify } from "../../src/core/notify";

afterEach(() => noticeStore.clear());

describe("notices", () => {
  test("notify.* adds a notice of its kind with the default duration, each with a new id", () => {
    const first = notify.success("Saved", "Brand Nova");
    const second = notify.error("Not saved");
    const third = notify.info("Heads up");
    expect(second).toBe(first + 1);
    expect(third).toBe(first + 2);
    // Errors stay until dismissed; no surface is mounted here, so none owns them.
    const shown = { count: 1, version: 1, surface: null };
    expect(noticeStore.getSnapshot()).toEqual([
      {
        id: first,
        kind: "success",
        title: "Saved",
        description: "Brand Nova",
        duration: DEFAULT_NOTICE_DURATION,
        ...shown,
      },
      { id: second, kind: "error", title: "Not saved", description: undefined, duration: Infinity, ...shown },
      { id: third, kind: "info", title: "Heads up", description: undefined, duration: 4500, ...shown },
    ]);
    expect(noticeStore.push("info", "Long", undefined, 10_000)).toBe(first + 3);
    expect(noticeStore.getSnapshot().at(-1)?.duration).toBe(10_000);
  });

  test("an identical notice does not stack: it counts, comes last and restarts its countdown", () => {
    const first = notify.error("Failed to delete brand", "In use");
    notify.info("Other");
    expect(notify.error("Failed to delete brand", "In use")).toBe(first);
    expect(noticeStore.getSnapshot().map((notice) => [notice.title, notice.count, notice.version])).toEqual([
      ["Other", 1, 1],
      ["Failed to delete brand", 2, 2],
    ]);
    expect(notify.error("Failed to delete brand", "Another reason")).not.toBe(first);
  });

  test("at most five are kept, the newest", () => {
    const ids = Array.from({ length: 7 }, (_, index) => notify.info(`Notice ${index}`));
    expect(noticeStore.getSnapshot().map((notice) => notice.id)).toEqual(ids.slice(2));
  });

  test("dismiss removes one, clear removes all, and listeners hear each change until they unsubscribe", () => {
    const listener = vi.fn();
    const stop = noticeStore.subscribe(listener);
    const kept = notify.info("Kept");
    const gone = notify.info("Gone");
    expect(listener).toHaveBeenCalledTimes(2);
    noticeStore.dismiss(gone);
    expect(noticeStore.getSnapshot().map((notice) => notice.id)).toEqual([kept]);
    expect(listener).toHaveBeenCalledTimes(3);
    const before = noticeStore.getSnapshot();
    noticeStore.clear();
    expect(noticeStore.getSnapshot()).toEqual([]);
    expect(before).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
    notify.info("Unheard");
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
