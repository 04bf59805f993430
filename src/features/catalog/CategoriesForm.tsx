import { useState } from "react";
import { useNavigate } from "react-router";
import { t } from "./messages";
import { useBrandsQuery } from "./api";
import { NamedImageForm } from "./BrandCategoryForm";
import { LazyBrandSelect } from "./CategoryBrandSelect";
import { RecordLoadState } from "./recordLoad";
import { useEditedCategory } from "./CategoryForm";
import { useSaveCategory } from "./categorySave";

/** /add-categories (?id= to edit): the general category form; back to /categories. */
export function CategoriesForm() {
  const navigate = useNavigate();
  const { id, category, error, refetch, fresh } = useEditedCategory();
  const save = useSaveCategory(id);
  const [brandId, setBrandId] = useState<number | null>(null);
  const brands = useBrandsQuery(undefined, { skip: id !== null });

  if (id !== null && !category) {
    return <RecordLoadState error={error} errorTitle={t("errorFetchingCategory")} onRetry={refetch} />;
  }
  return (
    <div {...fresh.trackEdits}>
      {fresh.notice}
      <NamedImageForm
        key={`${id ?? "new"}-${fresh.version}`}
        title={id === null ? t("addCategory") : t("editCategory")}
        nameLabel={t("categoryName")}
        initial={
          category
            ? { name: category.category_name, image_url: category.image_url, description: category.description }
            : undefined
        }
        extra={
          id === null ? (
            <div style={{ marginBottom: 14 }}>
              <LazyBrandSelect
                label={t("brandLabel")}
                brands={brands.data}
                error={brands.error}
                value={brandId}
                onChange={setBrandId}
              />
            </div>
          ) : null
        }
        submitLabel={id === null ? t("submit") : t("update")}
        onSave={async ({ name, image_url, description }) => {
          // Editing keeps the category's brand (the select is offered on add only).
          const brand_id = id === null ? brandId : (category?.brand_id ?? null);
          const saved = await save({ category_name: name, image_url, description, brand_id });
          if (saved) navigate("/categories");
        }}
        onCancel={() => navigate("/categories")}
      />
    </div>
  );
}
