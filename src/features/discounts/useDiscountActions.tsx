import { useState, type ReactNode } from "react";
import { notify } from "../../core/notify";
import type { Discount } from "../../core/types";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useUndoOffer } from "../../core/undoOffer";
import { useChangeDiscountStatusMutation, type DiscountStatusAction } from "./api";
import { appliesTo, kindLabel } from "./discountDisplay";
import { t } from "./messages";

const DONE = { activate: "discountActivated", deactivate: "discountDeactivated", disable: "discountDeleted" } as const;
const FAILED = { activate: "failedToActivate", deactivate: "failedToDeactivate", disable: "failedToDelete" } as const;

const messageOf = (error: unknown) =>
  error && typeof error === "object" && "message" in error && typeof error.message === "string"
    ? error.message
    : undefined;

/**
 * Activate, Deactivate and Delete (the spec's disable call) from the list's row menu. Delete asks
 * first; every outcome shows a notice, a failure with the server's message and the discount's name.
 */
export function useDiscountActions(): {
  run: (discount: Discount, action: Exclude<DiscountStatusAction, "disable">) => void;
  askDelete: (discount: Discount) => void;
  dialog: ReactNode;
} {
  const [change] = useChangeDiscountStatusMutation();
  const offerUndo = useUndoOffer();
  const [pending, setPending] = useState<Discount | null>(null);
  const [busy, setBusy] = useState(false);

  const perform = async (discount: Discount, action: DiscountStatusAction) => {
    try {
      await change({ id: discount.id, action }).unwrap();
      // A delete (the status DISABLED) can be undone for 10 s (issue 33).
      if (action === "disable")
        offerUndo(t(DONE[action]), { entity: "discount", recordId: discount.id, name: appliesTo(discount) });
      else notify.success(t(DONE[action]));
    } catch (error) {
      notify.error(t("failedNamed", { failure: t(FAILED[action]), name: appliesTo(discount) }), messageOf(error));
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t("deleteDiscountTitle")}
      message={
        pending
          ? t("deleteDiscountText", { kind: kindLabel(pending.discount_type).toLowerCase(), name: appliesTo(pending) })
          : ""
      }
      confirmLabel={t("delete")}
      cancelLabel={t("cancel")}
      danger
      busy={busy}
      onConfirm={() => {
        if (!pending) return;
        setBusy(true);
        void perform(pending, "disable").finally(() => {
          setBusy(false);
          setPending(null);
        });
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { run: (discount, action) => void perform(discount, action), askDelete: setPending, dialog };
}
