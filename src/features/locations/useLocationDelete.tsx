import type { ReactNode } from "react";
import type { UndoTarget } from "../../core/types";
import { useDeleteConfirm, type ConfirmedAction } from "../../ui/useDeleteConfirm";

/**
 * Delete a country, state or city with confirmation: the spec's question, then what goes with
 * the item (announced, since a country's contents are counted while the dialog is open). A
 * failure names the location and gives the server's reason, and the card stays.
 */
export function useLocationDelete<Item>({
  question,
  details,
  ...options
}: {
  remove: (item: Item) => Promise<unknown>;
  nameOf: (item: Item) => string;
  title: string;
  /** The question (the spec's wording). */
  question: string;
  /** What else the dialog says about this item (what goes with it). */
  details: (item: Item) => ReactNode;
  deleted: string;
  failed: string;
  /** The deleted location as Undo restores it (the notice offers Undo for 10 s). */
  undo: (item: Item) => UndoTarget;
}): ConfirmedAction<Item> {
  return useDeleteConfirm<Item>({
    ...options,
    message: (item) => (
      <>
        {question}
        <br />
        <span role="status">{details(item)}</span>
      </>
    ),
  });
}
