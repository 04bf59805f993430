import { errorMessageOf } from "../../core/api/apiError";
import { useDeleteConfirm, type DeleteConfirmOptions } from "../../ui/useDeleteConfirm";
import { t } from "./messages";

/**
 * A settings list's Delete with its confirmation: "Are you sure you want to delete {name}?", and
 * a refusal gives the server's reason as an operator reads it.
 */
export function useRecordDelete<Item>(options: Omit<DeleteConfirmOptions<Item>, "message" | "detailOf">) {
  return useDeleteConfirm<Item>({
    ...options,
    message: (item) => t("deleteConfirmText", { name: options.nameOf(item) }),
    detailOf: errorMessageOf,
  });
}
