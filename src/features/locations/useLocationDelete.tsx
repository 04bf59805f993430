import { useState, type ReactNode } from "react";
import { notify } from "../../core/notify";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { errorMessageOf } from "./locationErrors";
import { t } from "./messages";

interface LocationDeleteOptions<Item> {
  /** Runs the delete; rejects with the server's error (a mutation's unwrap()). */
  remove: (item: Item) => Promise<unknown>;
  nameOf: (item: Item) => string;
  title: string;
  /** The question (the spec's wording). */
  question: string;
  /** What else the dialog says about this item (what goes with it). */
  details: (item: Item) => ReactNode;
  deleted: string;
  failed: string;
}

/**
 * Delete with confirmation: ask(item) opens the dialog, the Delete button spins while the call
 * runs, and both outcomes show a notice. A failure names the location and gives the server's
 * reason (the spec only logged it), and the card stays.
 */
export function useLocationDelete<Item>({
  remove,
  nameOf,
  title,
  question,
  details,
  deleted,
  failed,
}: LocationDeleteOptions<Item>): { ask: (item: Item) => void; pending: Item | null; dialog: ReactNode } {
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
      message={
        pending === null ? (
          ""
        ) : (
          <>
            {question}
            <br />
            <span role="status">{details(pending)}</span>
          </>
        )
      }
      confirmLabel={t("delete")}
      cancelLabel={t("cancel")}
      danger
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, pending, dialog };
}
