import type { BulkOutcome, BulkTarget } from "../core/bulk";

/**
 * What a list has selected: rows picked one by one (kept across pages), or every record matching
 * the list's filter ("select all N matching"), which is sent as the filter, never as ids.
 * `anchor` is the row a Shift+click range starts from.
 */
export type Selection =
  { kind: "rows"; ids: ReadonlySet<number>; anchor: number | null } | { kind: "matching"; filterKey: string };

export const NO_SELECTION: Selection = { kind: "rows", ids: new Set(), anchor: null };

const rows = (ids: Iterable<number>, anchor: number | null = null): Selection => ({
  kind: "rows",
  ids: new Set(ids),
  anchor,
});

/** A "matching" selection made for another filter selects nothing (the filter changed since). */
export const currentSelection = (selection: Selection, filterKey: string): Selection =>
  selection.kind === "matching" && selection.filterKey !== filterKey ? NO_SELECTION : selection;

export const isSelected = (selection: Selection, id: number) => selection.kind === "matching" || selection.ids.has(id);

/** How many records the selection holds (`matchingTotal`: every record the filter matches). */
export const selectedCount = (selection: Selection, matchingTotal: number) =>
  selection.kind === "matching" ? matchingTotal : selection.ids.size;

/** Whether every row of the page, some of them, or none is selected (the header checkbox). */
export function pageState(selection: Selection, pageIds: readonly number[]): "all" | "some" | "none" {
  const chosen = pageIds.filter((id) => isSelected(selection, id)).length;
  if (chosen === 0) return "none";
  return chosen === pageIds.length ? "all" : "some";
}

/**
 * A row's checkbox set `on`. With `range` (Shift held) every row of the page between the last
 * row clicked and this one is set the same way. Leaving "matching" keeps the page's rows selected.
 */
export function toggleRow(
  selection: Selection,
  pageIds: readonly number[],
  id: number,
  on: boolean,
  range: boolean,
): Selection {
  const ids = new Set(selection.kind === "matching" ? pageIds : selection.ids);
  const anchor = selection.kind === "rows" ? selection.anchor : null;
  const from = range && anchor !== null ? pageIds.indexOf(anchor) : -1;
  const to = pageIds.indexOf(id);
  const span = from >= 0 && to >= 0 ? pageIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const each of span) {
    if (on) ids.add(each);
    else ids.delete(each);
  }
  return rows(ids, id);
}

/** The header checkbox set `on`: the page's rows join or leave the selection ("matching" ends). */
export function togglePage(selection: Selection, pageIds: readonly number[], on: boolean): Selection {
  if (selection.kind === "matching") return on ? selection : NO_SELECTION;
  const ids = new Set(selection.ids);
  for (const id of pageIds) {
    if (on) ids.add(id);
    else ids.delete(id);
  }
  return rows(ids, selection.anchor);
}

export const selectMatching = (filterKey: string): Selection => ({ kind: "matching", filterKey });

/** After a bulk action: the changed records leave the selection, the refused ones stay (or become it). */
export function afterOutcome(selection: Selection, outcome: BulkOutcome): Selection {
  const refused = outcome.refused.map((refusal) => refusal.id);
  if (selection.kind === "matching") return rows(refused);
  const ids = new Set(selection.ids);
  for (const id of outcome.changed) ids.delete(id);
  for (const id of refused) ids.add(id);
  return rows(ids, selection.anchor);
}

/** What the bulk call is sent: the chosen ids, or the list's filter. */
export const targetOf = <Filter>(selection: Selection, filter: Filter): BulkTarget<Filter> =>
  selection.kind === "matching" ? { filter } : { ids: [...selection.ids] };
