import { t } from "../messages";
import { notify } from "../../../core/notify";
import { useCreateCategoryMutation, useUpdateCategoryMutation, type CategoryInput } from "../api";
import { errorMessageOf, isConflict } from "../shared/catalogErrors";
import type { FieldErrors } from "../../../core/fieldErrors";

/**
 * Creates (id null) or updates a category with the notices; resolves true when it was saved,
 * else with the fields the server refused (a name the brand already has: 409). An update sends
 * the version the form was opened with; `caught` takes a stale save (412) to the conflict review.
 */
export function useSaveCategory(id: number | null) {
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  return async (
    body: CategoryInput,
    version?: number,
    caught?: (error: unknown) => boolean,
  ): Promise<true | FieldErrors<"name">> => {
    try {
      if (id === null) {
        await createCategory(body).unwrap();
        notify.success(t("categoryAdded"));
      } else {
        await updateCategory({ id, body, version }).unwrap();
        notify.success(t("categoryUpdated"));
      }
      return true;
    } catch (error) {
      if (caught?.(error)) return {};
      const failure = id === null ? t("errorAddingCategory") : t("errorUpdatingCategory");
      notify.error(t("failedNamed", { failure, name: body.category_name }), errorMessageOf(error));
      return isConflict(error) ? { name: errorMessageOf(error) } : {};
    }
  };
}
