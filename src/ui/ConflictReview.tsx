import { useCallback, useState, type ReactNode } from "react";
import { lazyPart } from "./lazyPart";
import { same, type Choice, type ConflictField, type OpenConflict } from "./conflictChoices";

export type { ConflictField } from "./conflictChoices";

/**
 * No silent lost update (issue 33). An edit form sends the version it was opened with (If-Match);
 * when someone saved the record meanwhile the server answers 412 with the record as it is now.
 * The form then stays as the operator typed it, and this review lists, field by field, what the
 * server holds beside what the operator typed: they keep theirs or take the server's per field or
 * for all, and the merged values are saved with the server's new version.
 */

// Typed as the dialog itself: lazyPart() would drop its type parameter.
const ConflictReviewDialog = lazyPart(() =>
  import("./ConflictReviewDialog").then((m) => m.default),
) as unknown as typeof import("./ConflictReviewDialog").default;

/** What useConflictReview hands the form: `caught` in the save's catch, `view` beside the form. */
export interface ConflictReviewHook<Values, Row> {
  /**
   * When `error` is a 412 carrying the current record: opens the review of `mine` (what the operator
   * typed) against it and answers true, so the form keeps its values and raises no error notice.
   * `opened` is the record the form was opened with: a field the operator left as it was defaults to
   * the server's value, one they changed to theirs.
   */
  caught: (error: unknown, mine: Values, opened?: Row) => boolean;
  view: ReactNode;
}

/**
 * The conflict review of one edit form. `valuesOf` reads a record as the form's values (the same
 * mapping as the form's initial values); `save` is the form's own save, called with the merged
 * values and the server's version as If-Match (a newer change meanwhile opens the review again).
 */
export function useConflictReview<Values extends object, Row extends { version?: number }>({
  fields,
  valuesOf,
  save,
}: {
  fields: readonly ConflictField<Values>[];
  valuesOf: (record: Row) => Values;
  save: (values: Values, version: number | undefined) => unknown;
}): ConflictReviewHook<Values, Row> {
  const [conflict, setConflict] = useState<OpenConflict<Values> | null>(null);

  const caught = useCallback(
    (error: unknown, mine: Values, opened?: Row) => {
      // The failed call as core's baseQuery describes it: a 412 carries the record as it is now.
      const stale = error as { status?: unknown; current?: unknown } | null;
      const current = stale && stale.status === 412 ? stale.current : undefined;
      if (!current || typeof current !== "object") return false;
      const record = current as Row;
      const theirs = valuesOf(record);
      const base = opened ? valuesOf(opened) : undefined;
      const choices: Record<string, Choice> = {};
      for (const field of fields) {
        const untouched = base !== undefined && same(mine[field.key], base[field.key]);
        choices[field.key] = untouched ? "theirs" : "mine";
      }
      setConflict({ mine, theirs, version: record.version, choices });
      return true;
    },
    [fields, valuesOf],
  );

  const view = conflict ? (
    <ConflictReviewDialog
      fields={fields}
      conflict={conflict}
      onChoose={(choices) => setConflict({ ...conflict, choices })}
      onCancel={() => setConflict(null)}
      onSave={() => {
        const merged = { ...conflict.mine };
        for (const field of fields) {
          if (conflict.choices[field.key] === "theirs") merged[field.key] = conflict.theirs[field.key];
        }
        setConflict(null);
        void save(merged, conflict.version);
      }}
    />
  ) : null;

  return { caught, view };
}
