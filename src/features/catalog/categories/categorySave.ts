import { t } from "../messages";
import { notify } from "../../../core/notify";
import { useCreateCategoryMutation, useUpdateCategoryMutation, type CategoryInput } from "../api";
import { errorMessageOf } from "../shared/catalogErrors";

/** Creates (id null) or updates a category with the notices; resolves true when it was saved. */
export function useSaveCategory(id: number | null) {
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  return async (body: CategoryInput): Promise<boolean> => {
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
      return false;
    }
  };
}
