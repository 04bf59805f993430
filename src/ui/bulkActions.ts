import type { BulkOutcome, BulkProgress, BulkTarget } from "../core/bulk";
import type { BulkAction, Count } from "./useBulkSelection";

/**
 * Which of the area's message keys gives each text of one bulk action (see BulkAction). Keys, not
 * texts: the texts are read when the list renders, so they follow the locale.
 */
export interface BulkActionKeys<Key extends string> {
  label: Key;
  title: Key;
  done: Key;
  message?: Key;
  confirmLabel?: Key;
  keepLabel?: Key;
  danger?: boolean;
}

/** Sends one action of the area (by its id) for the target, reporting progress. */
export type BulkActionRun<Id extends string, Filter> = (
  id: Id,
  target: BulkTarget<Filter>,
  onProgress: (progress: BulkProgress) => void,
) => Promise<BulkOutcome>;

/**
 * An area's bulk actions from its message keys (in the order given) and the one call that sends
 * any of them; `common` keys apply to every action (the orders' "Keep status").
 */
export function bulkActionsOf<Filter, Id extends string, Key extends string>(
  t: (key: Key, values?: Count) => string,
  keys: Record<Id, BulkActionKeys<Key>>,
  run: BulkActionRun<Id, Filter>,
  common: Partial<BulkActionKeys<Key>> = {},
): BulkAction<Filter>[] {
  const text = (key: Key | undefined) => (key === undefined ? undefined : t(key));
  return (Object.entries(keys) as [Id, BulkActionKeys<Key>][]).map(([id, own]) => {
    const words = { ...common, ...own };
    const message = words.message;
    return {
      id,
      label: t(words.label),
      danger: words.danger,
      title: (count) => t(words.title, count),
      message: message === undefined ? undefined : (count) => t(message, count),
      confirmLabel: text(words.confirmLabel),
      keepLabel: text(words.keepLabel),
      done: (count) => t(words.done, count),
      run: (target, onProgress) => run(id, target, onProgress),
    };
  });
}
