import { useState, type ReactNode } from "react";
import { t } from "../core/screenMessages";
import { notify } from "../core/notify";
import { ConfirmDialog } from "./ConfirmDialog";
import { errorText } from "./RecordLoadState";
import { useUndoOffer, type UndoOffer } from "../core/undoOffer";
import type { UndoTarget } from "../core/types";

export interface ConfirmedActionOptions<Item> {
  /** Runs the action; rejects with the server's error (a mutation's unwrap()). */
  run: (item: Item) => Promise<unknown>;
  title: (item: Item) => string;
  message: (item: Item) => ReactNode;
  confirmLabel: (item: Item) => string;
  /** The success notice. */
  done: (item: Item) => string;
  /** The failure notice (a failure names its record and gives the server's reason). */
  failed: (item: Item, error: unknown) => { title: string; detail?: string };
  danger?: boolean;
  /** A delete that can be undone: its success notice offers Undo for 10 s (issue 33). */
  undo?: (item: Item) => UndoOffer;
}

export interface ConfirmedAction<Item> {
  /** Opens the dialog for `item`. */
  ask: (item: Item) => void;
  /** The item the dialog is open for. */
  pending: Item | null;
  /** Render it once in the screen. */
  dialog: ReactNode;
}

/**
 * An action that asks first: ask(item) opens the dialog, its confirm button spins while the call
 * runs, and both outcomes show a notice; a refusal (409) shows the server's reason, never only a
 * log line. The texts are the feature's.
 */
export function useConfirmedAction<Item>(options: ConfirmedActionOptions<Item>): ConfirmedAction<Item> {
  const [pending, setPending] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const offerUndo = useUndoOffer();
  const confirm = async () => {
    if (pending === null) return;
    setBusy(true);
    try {
      await options.run(pending);
      if (options.undo) offerUndo(options.done(pending), options.undo(pending));
      else notify.success(options.done(pending));
    } catch (error) {
      const failure = options.failed(pending, error);
      notify.error(failure.title, failure.detail);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending === null ? "" : options.title(pending)}
      message={pending === null ? "" : options.message(pending)}
      confirmLabel={pending === null ? "" : options.confirmLabel(pending)}
      cancelLabel={t("cancel")}
      danger={options.danger}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, pending, dialog };
}

export interface DeleteConfirmOptions<Item> {
  /** Runs the delete; rejects with the server's error (a mutation's unwrap()). */
  remove: (item: Item) => Promise<unknown>;
  nameOf: (item: Item) => string;
  /** The dialog's title ("Delete Brand"). */
  title: string;
  /** The question ("Are you sure you want to delete {name}?"), and anything else it says about the item. */
  message: (item: Item) => ReactNode;
  /** The success notice ("Brand deleted successfully"). */
  deleted: string;
  /** The failure notice, followed by the item's name: `Failed to delete brand "Vapor King"`. */
  failed: string;
  /** How the server's reason reads (default: its message as it came). */
  detailOf?: (error: unknown) => string | undefined;
  /** The deleted record as Undo restores it: the success notice then offers Undo for 10 s (issue 33). */
  undo?: (item: Item) => UndoTarget;
}

/** Delete with a confirmation (danger button "Delete"); a failure names the item and gives the server's reason. */
export function useDeleteConfirm<Item>({
  remove,
  nameOf,
  title,
  message,
  deleted,
  failed,
  detailOf = errorText,
  undo,
}: DeleteConfirmOptions<Item>): ConfirmedAction<Item> {
  return useConfirmedAction<Item>({
    run: remove,
    title: () => title,
    message,
    confirmLabel: () => t("delete"),
    done: () => deleted,
    failed: (item, error) => ({
      title: t("failedNamed", { failure: failed, name: nameOf(item) }),
      detail: detailOf(error),
    }),
    danger: true,
    undo: undo && ((item) => ({ ...undo(item), name: nameOf(item) })),
  });
}
