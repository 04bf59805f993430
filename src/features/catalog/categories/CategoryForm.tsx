import { skipToken } from "@reduxjs/toolkit/query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { t } from "../messages";
import type { Category } from "../../../core/types";
import { useBrandsQuery, useCategoryQuery, useCreateCategoryMutation, useUpdateCategoryMutation } from "../api";
import {
  checkNamedImage,
  EMPTY_NAMED_IMAGE,
  NamedImageFields,
  namedImageConflictFields,
  trimmedNamedImage,
  type NamedImageField,
  type NamedImageValues,
} from "../shared/namedImageFields";
import { LazyBrandSelect } from "./CategoryBrandSelect";
import { FRESH_FROM_STARTER_SECONDS } from "../../../core/area";
import { catalogPaths } from "../../../core/paths";
import { useRecordEditor } from "../../../core/useRecordEditor";
import { useRouteRecordId } from "../../../core/recordId";
import { RecordEditorScreen } from "../../../ui/RecordEditorScreen";

// The server's record is asked for on every visit (by the route's starter at the click, not again
// when the form mounts): it replaces the one the list passed unless typing began.
const useCategoryRecord = (id: number | null) =>
  useCategoryQuery(id ?? skipToken, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });

/** A category as the form's values (its initial values, and the server's side of a conflict review). */
const valuesOfCategory = (category: Category): NamedImageValues => ({
  name: category.category_name,
  image_url: category.image_url,
  description: category.description,
});

/**
 * The category form of both routes (?id= to edit):
 * - /add-category/{brandId}: under that brand (an edit keeps the category's own brand, whatever
 *   brand the link names); back to the brand's categories.
 * - /add-categories: the general form, with a brand select on add only; back to /categories.
 */
export function CategoryForm() {
  const navigate = useNavigate();
  const linkedBrand = useRouteRecordId("brandId").written;
  const underBrand = linkedBrand !== "" ? Number(linkedBrand) : null;
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  const [chosenBrand, setChosenBrand] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const back = underBrand === null ? catalogPaths.categories() : catalogPaths.categoriesOfBrand(underBrand);
  const editor = useRecordEditor<NamedImageValues, Category, NamedImageField>({
    useRecord: useCategoryRecord,
    fresh: { entity: "category", passedAs: "category" },
    empty: EMPTY_NAMED_IMAGE,
    valuesOf: valuesOfCategory,
    validate: checkNamedImage,
    conflictFields: namedImageConflictFields(t("categoryName")),
    takenField: "name",
    save: (values, { id, version, record }) => {
      const { name, image_url, description } = trimmedNamedImage(values);
      const brand_id = record?.brand_id ?? underBrand ?? chosenBrand;
      const body = { category_name: name, image_url, description, brand_id };
      return (id === null ? createCategory(body) : updateCategory({ id, body, version })).unwrap();
    },
    notices: (adding) =>
      adding
        ? { saved: t("categoryAdded"), failed: t("errorAddingCategory") }
        : { saved: t("categoryUpdated"), failed: t("errorUpdatingCategory") },
    nameOf: (values) => values.name.trim(),
    done: () => navigate(back),
  });
  const offerBrands = underBrand === null && editor.adding;
  const brands = useBrandsQuery(undefined, { skip: !offerBrands });

  return (
    <RecordEditorScreen
      editor={editor}
      title={editor.adding ? t("addCategory") : t("editCategory")}
      loadFailure={{ title: t("errorFetchingCategory"), notFound: t("recordNotFound") }}
      submitLabel={editor.adding ? t("submit") : t("update")}
      submitDisabled={uploading}
      onCancel={() => navigate(back)}
    >
      <NamedImageFields
        editor={editor}
        nameLabel={t("categoryName")}
        onUploadingChange={setUploading}
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
      />
    </RecordEditorScreen>
  );
}
