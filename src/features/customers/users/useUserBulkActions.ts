import type { UsersFilter } from "../../../core/resources/users";
import type { BulkAction } from "../../../ui/useBulkSelection";
import { useDeleteUsersMutation } from "../api";
import { t } from "../messages";

/** The users list's bulk action: delete (customers with orders are refused, with the reason). */
export function useUserBulkActions(): BulkAction<UsersFilter>[] {
  const [remove] = useDeleteUsersMutation();
  return [
    {
      id: "delete",
      label: t("delete"),
      danger: true,
      title: (count) => t("deleteUsersTitle", count),
      done: (count) => t("usersDeleted", count),
      run: (target, onProgress) => remove({ body: target, onProgress }).unwrap(),
    },
  ];
}
