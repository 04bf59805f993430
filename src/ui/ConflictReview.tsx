import { useCallback, useState, type ReactNode } from "react";
import { lazyPart } from "./lazyPart";
import { mergedValues, staleConflict, type ConflictField, type OpenConflict } from "../core/recordConflict";

export type { ConflictField } from "../core/recordConflict";

/**
 * No silent lost update (issue 33). An edit form sends the version it was opened with (If-Match);
 * when someone saved the record meanwhile the server answers 412 with the record as it is now.
 * The form then stays as the operator typed it, and this review lists, field by field, what the
 * server holds beside what the operator typed: they keep theirs or take the server's per field or
 * for all, and the merged values are saved with the server's new version.
 */

// Loaded when a save meets a newer version. Typed as the dialog itself: lazyPart() would drop its
// type parameter.
export const ConflictReviewDialog = lazyPart(() =>
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
      const open = staleConflict(error, mine, opened, fields, valuesOf);
      if (open) setConflict(open);
      return open !== null;
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
        setConflict(null);
        void save(mergedValues(conflict, fields), conflict.version);
      }}
    />
  ) : null;

  return { caught, view };
}
