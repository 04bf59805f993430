import { describe, expect, test } from "vitest";
import {
  afterOutcome,
  currentSelection,
  NO_SELECTION,
  pageState,
  selectMatching,
  selectedCount,
  targetOf,
  toggleRow,
  togglePage,
} from "../../src/ui/bulkSelection";

const PAGE = [11, 12, 13, 14, 15];
const ids = (selection: ReturnType<typeof toggleRow>) => (selection.kind === "rows" ? [...selection.ids].sort() : []);

describe("bulk selection", () => {
  test("a Shift+click sets every row between the last one clicked and this one, either way", () => {
    let selection = toggleRow(NO_SELECTION, PAGE, 14, true, false);
    selection = toggleRow(selection, PAGE, 12, true, true);
    expect(ids(selection)).toEqual([12, 13, 14]);
    // The range now starts at 12, the row last clicked: unchecking 13 with Shift unchecks 12..13.
    selection = toggleRow(selection, PAGE, 13, false, true);
    expect(ids(selection)).toEqual([14]);
  });

  test("the header checkbox adds or removes the page and keeps other pages' rows", () => {
    const other = toggleRow(NO_SELECTION, [1, 2], 1, true, false);
    const all = togglePage(other, PAGE, true);
    expect(pageState(all, PAGE)).toBe("all");
    expect(ids(togglePage(all, PAGE, false))).toEqual([1]);
    expect(pageState(toggleRow(NO_SELECTION, PAGE, 12, true, false), PAGE)).toBe("some");
  });

  test("a matching selection sends the filter, counts the total, and ends when the filter changes", () => {
    const matching = selectMatching('{"status":"PENDING"}');
    expect(targetOf(matching, { status: "PENDING" })).toEqual({ filter: { status: "PENDING" } });
    expect(selectedCount(matching, 1234)).toBe(1234);
    expect(currentSelection(matching, '{"status":"CONFIRMED"}')).toBe(NO_SELECTION);
    // Unchecking one row leaves the page's other rows selected, by id.
    expect(ids(toggleRow(matching, PAGE, 13, false, false))).toEqual([11, 12, 14, 15]);
  });

  test("after an action the changed leave the selection and the refused stay (also out of a matching one)", () => {
    const outcome = {
      total: 3,
      changed: [11, 12],
      refused: [{ id: 13, label: "ORD-13", reason: "Already confirmed" }],
    };
    const chosen = togglePage(NO_SELECTION, [11, 12, 13], true);
    expect(ids(afterOutcome(chosen, outcome))).toEqual([13]);
    expect(ids(afterOutcome(selectMatching("{}"), outcome))).toEqual([13]);
    expect(targetOf(afterOutcome(chosen, outcome), {})).toEqual({ ids: [13] });
  });
});
