import { t } from "../messages";
import { notify } from "../../../core/notify";
import { useCreateCategoryMutation, useUpdateCategoryMutation, type CategoryInput } from "../api";
import { errorMessageOf, isConflict } from "../shared/catalogErrors";
import type { FieldErrors } from "../../../core/fieldErrors";

/**
 * Creates (id null) or updates a category with the notices; resolves true when it was saved,
 * else with the fields the server refused (a name the brand already has: 409).
 */
export function useSaveCategory(id: number | null) {
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  return async (body: CategoryInput): Promise<true | FieldErrors<"name">> => {
    try {
      if (id === null) {
        await createCategory(body).unwrap();
        notify.success(t("categoryAdded"));
      } else {
        await updateCategory({ id, body }).unwrap();
        notify.success(t("categoryUpdated"));
      }
      return true;
    } catch (error) {
      const failure = id === null ? t("errorAddingCategory") : t("errorUpdatingCategory");
      notify.error(t("failedNamed", { failure, name: body.category_name }), errorMessageOf(error));
      return isConflict(error) ? { name: errorMessageOf(error) } : {};
    }
  };
}
