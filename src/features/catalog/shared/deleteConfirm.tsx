import { useState, type ReactNode } from "react";
import { t } from "../messages";
import { notify } from "../../../core/notify";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { errorMessageOf } from "./catalogErrors";

interface DeleteConfirmOptions<Item> {
  /** Runs the delete; rejects with the server's error (a mutation's unwrap()). */
  remove: (item: Item) => Promise<unknown>;
  nameOf: (item: Item) => string;
  title: string;
  deleted: string;
  failed: string;
}

/**
 * Delete with confirmation, shared by the catalog's lists: ask(item) opens the dialog, the
 * confirm button spins while the call runs, and both outcomes show a notice. A refusal (409:
 * the brand still has categories) shows the server's reason, never only a log line.
 */
export function useDeleteConfirm<Item>({ remove, nameOf, title, deleted, failed }: DeleteConfirmOptions<Item>): {
  ask: (item: Item) => void;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (pending === null) return;
    setBusy(true);
    try {
      await remove(pending);
      notify.success(deleted);
    } catch (error) {
      notify.error(t("failedNamed", { failure: failed, name: nameOf(pending) }), errorMessageOf(error));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={title}
      message={pending === null ? "" : t("deleteConfirmText", { name: nameOf(pending) })}
      confirmLabel={t("delete")}
      cancelLabel={t("cancel")}
      danger
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, dialog };
}
