/**
 * No silent lost update (issue 33): what a stale save (412) opens, and how the review's choices
 * merge. The edit controller (useRecordEditor) and ui's review (ConflictReview.tsx and its dialog)
 * share it.
 */

/** One field the review compares: its key in the form's values and its label on the form. */
export interface ConflictField<Values> {
  key: keyof Values & string;
  label: string;
  /** How a value reads (a price, a list of names); by default the text itself. */
  show?: (value: Values[keyof Values]) => string;
}

export type Choice = "mine" | "theirs";

export interface OpenConflict<Values> {
  mine: Values;
  theirs: Values;
  version: number | undefined;
  choices: Record<string, Choice>;
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a ?? "") === JSON.stringify(b ?? "");

/**
 * The review a failed save opens, or null when `error` is not a 412 carrying the record as it is
 * now (core's baseQuery puts it in `current`). A field the operator left as it was opened
 * (`opened`) defaults to the server's value, one they changed to theirs.
 */
export function staleConflict<Values extends object, Row extends { version?: number }>(
  error: unknown,
  mine: Values,
  opened: Row | undefined,
  fields: readonly ConflictField<Values>[],
  valuesOf: (record: Row) => Values,
): OpenConflict<Values> | null {
  const stale = error as { status?: unknown; current?: unknown } | null;
  const current = stale && stale.status === 412 ? stale.current : undefined;
  if (!current || typeof current !== "object") return null;
  const record = current as Row;
  const theirs = valuesOf(record);
  const base = opened ? valuesOf(opened) : undefined;
  const choices: Record<string, Choice> = {};
  for (const field of fields) {
    const untouched = base !== undefined && same(mine[field.key], base[field.key]);
    choices[field.key] = untouched ? "theirs" : "mine";
  }
  return { mine, theirs, version: record.version, choices };
}

/** The values the review saves: the operator's, with the server's where they chose theirs. */
export function mergedValues<Values extends object>(
  conflict: OpenConflict<Values>,
  fields: readonly ConflictField<Values>[],
): Values {
  const merged = { ...conflict.mine };
  for (const field of fields) {
    if (conflict.choices[field.key] === "theirs") merged[field.key] = conflict.theirs[field.key];
  }
  return merged;
}
