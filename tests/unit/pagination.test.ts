import { describe, expect, test } from "vitest";
import { pageWindow, totalPages } from "../../src/ui/pageWindow";

const render = (current: number, total: number) =>
  pageWindow(current, total)
    .map((slot) => (slot.kind === "gap" ? "…" : String(slot.page)))
    .join(" ");

describe("pageWindow (first, last, current ± 2, ellipsis after a gap)", () => {
  test("a short list shows every page", () => {
    expect(render(1, 1)).toBe("1");
    expect(render(2, 5)).toBe("1 2 3 4 5");
  });
  test("gaps on both sides of the current window", () => {
    expect(render(10, 20)).toBe("1 … 8 9 10 11 12 … 20");
  });
  test("near the start and the end", () => {
    expect(render(1, 20)).toBe("1 2 3 … 20");
    expect(render(4, 20)).toBe("1 2 3 4 5 6 … 20");
    expect(render(20, 20)).toBe("1 … 18 19 20");
  });
  test("no ellipsis for a gap of nothing", () => {
    expect(render(5, 8)).toBe("1 2 3 4 5 6 7 8");
  });
  test("out-of-range and empty input", () => {
    expect(render(99, 3)).toBe("1 2 3");
    expect(render(0, 3)).toBe("1 2 3");
    expect(render(1, 0)).toBe("");
  });
  test("total pages is ceil(total / size), at least 1", () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
  });
});
