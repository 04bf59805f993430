import { useCallback, useState, type ReactNode } from "react";
import { notify } from "../../../core/notify";
import type { User } from "../../../core/types";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { useDeleteUserMutation } from "../api";
import { t } from "../messages";
import { errorMessageOf } from "../shared/listPaging";

/**
 * Delete Profile with a confirmation, for the list and the profile. A refusal (409: the customer
 * has orders, which are accounting history) shows the server's reason and the row stays.
 * `onDeleted` runs after a success (the profile goes back to /user).
 */
export function useDeleteUser(onDeleted?: () => void): { ask: (user: User) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<User | null>(null);
  const [remove, { isLoading }] = useDeleteUserMutation();

  const confirm = async () => {
    if (!pending) return;
    try {
      await remove(pending.id).unwrap();
      notify.success(t("userDeleted"));
      setPending(null);
      onDeleted?.();
    } catch (error) {
      notify.error(
        t("failedNamed", { failure: t("failedToDeleteUser"), name: pending.full_name }),
        errorMessageOf(error),
      );
      setPending(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t("deleteUserTitle")}
      message={pending ? t("deleteUserText", { name: pending.full_name }) : ""}
      confirmLabel={t("delete")}
      cancelLabel={t("cancel")}
      danger
      busy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: useCallback((user: User) => setPending(user), []), dialog };
}
