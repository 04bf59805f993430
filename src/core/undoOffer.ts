import { useCallback } from "react";
import { errorMessageOf } from "./api/apiError";
import { notify } from "./notify";
import { useUndoDeleteMutation } from "./resources/undo";
import { t } from "./screenMessages";
import type { UndoTarget } from "./types";

/** How long a delete's notice offers Undo (issue 33): it then goes like any success notice. */
export const UNDO_OFFER_MS = 10_000;

/** A deleted record as its Undo restores it, and the name its notices give it. */
export interface UndoOffer extends UndoTarget {
  name: string;
}

/**
 * The success notice of a delete with an Undo button for 10 seconds. Pressing it asks the server
 * to restore the record (resources/undo.ts: the lists showing it ask again), then says
 * "Restored {name}", or why it could not be restored (the server's reason, e.g. a brand of that
 * name exists now).
 */
export function useUndoOffer(): (done: string, offer: UndoOffer) => void {
  const [undoDelete] = useUndoDeleteMutation();
  return useCallback(
    (done, { name, ...target }) => {
      const run = () => {
        undoDelete(target)
          .unwrap()
          .then(
            () => notify.success(t("undoRestored", { name })),
            (error: unknown) => notify.error(t("undoFailed", { name }), errorMessageOf(error)),
          );
      };
      notify.success(done, undefined, { duration: UNDO_OFFER_MS, action: { label: t("undo"), run } });
    },
    [undoDelete],
  );
}
