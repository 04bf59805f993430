import { skipToken } from "@reduxjs/toolkit/query";
import { useState } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { t } from "../messages";
import type { Category } from "../../../core/types";
import { useBrandsQuery, useCategoryQuery } from "../api";
import { NamedImageForm, namedImageConflictFields, type NamedImageValues } from "../shared/BrandCategoryForm";
import { useConflictReview } from "../../../ui/ConflictReview";
import type { FieldErrors } from "../../../core/fieldErrors";
import { RecordLoadState } from "../../../ui/RecordLoadState";
import { LazyBrandSelect } from "./CategoryBrandSelect";
import { useSaveCategory } from "./categorySave";
import { useFreshRecord } from "../../../ui/useFreshRecord";
import { recordIdOf } from "../../../core/recordId";
import { FRESH_FROM_STARTER_SECONDS } from "../../../core/area";
import { catalogPaths } from "../../../core/paths";

/** The category being edited: from navigation state, or loaded by id when opened by link. */
export function useEditedCategory() {
  const [params] = useSearchParams();
  const id = recordIdOf(params);
  const passed = (useLocation().state as { category?: Category } | null)?.category;
  const fromState = passed && passed.id === id ? passed : undefined;
  // The server's record is asked for on every visit (by the route's starter at the click, not again
  // when the form mounts): it replaces the passed one unless typing began.
  const loaded = useCategoryQuery(id ?? skipToken, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });
  const fresh = useFreshRecord(
    fromState,
    loaded.data,
    {
      changed: t("recordChangedOnServer"),
      load: t("loadServerVersion"),
    },
    { live: { entity: "category", id: id } },
  );
  return { id, category: fresh.record, error: loaded.error, refetch: () => void loaded.refetch(), fresh };
}

/**
 * The category form of both routes (?id= to edit):
 * - /add-category/{brandId}: under that brand (an edit keeps the category's own brand, whatever
 *   brand the link names); back to the brand's categories.
 * - /add-categories: the general form, with a brand select on add only; back to /categories.
 */
export function CategoryForm() {
  const navigate = useNavigate();
  const linkedBrand = useParams().brandId;
  const underBrand = linkedBrand !== undefined ? Number(linkedBrand) : null;
  const { id, category, error, refetch, fresh } = useEditedCategory();
  const save = useSaveCategory(id);
  const [chosenBrand, setChosenBrand] = useState<number | null>(null);
  const offerBrands = underBrand === null && id === null;
  const brands = useBrandsQuery(undefined, { skip: !offerBrands });
  const back = underBrand === null ? catalogPaths.categories() : catalogPaths.categoriesOfBrand(underBrand);
  const saveValues = async (
    values: NamedImageValues,
    version = category?.version,
  ): Promise<FieldErrors<"name"> | void> => {
    const { name, image_url, description } = values;
    const brand_id = category?.brand_id ?? underBrand ?? chosenBrand;
    const saved = await save({ category_name: name, image_url, description, brand_id }, version, (error) =>
      conflict.caught(error, values, category),
    );
    if (saved === true) navigate(back);
    else return saved;
  };
  const conflict = useConflictReview({
    fields: namedImageConflictFields(t("categoryName")),
    valuesOf: valuesOfCategory,
    save: saveValues,
  });

  if (id !== null && !category) {
    return (
      <RecordLoadState
        notFound={t("recordNotFound")}
        error={error}
        errorTitle={t("errorFetchingCategory")}
        onRetry={refetch}
      />
    );
  }
  return (
    <div {...fresh.trackEdits}>
      {fresh.notice}
      {conflict.view}
      <NamedImageForm
        key={`${id ?? "new"}-${fresh.version}`}
        title={id === null ? t("addCategory") : t("editCategory")}
        nameLabel={t("categoryName")}
        initial={category ? valuesOfCategory(category) : undefined}
        extra={
          offerBrands ? (
            <div style={{ marginBottom: 14 }}>
              <LazyBrandSelect
                label={t("brandLabel")}
                brands={brands.data}
                error={brands.error}
                value={chosenBrand}
                onChange={setChosenBrand}
              />
            </div>
          ) : null
        }
        submitLabel={id === null ? t("submit") : t("update")}
        onSave={(values) => saveValues(values)}
        onCancel={() => navigate(back)}
      />
    </div>
  );
}

/** A category as the form's values (its initial values, and the server's side of a conflict review). */
const valuesOfCategory = (category: Category): NamedImageValues => ({
  name: category.category_name,
  image_url: category.image_url,
  description: category.description,
});
