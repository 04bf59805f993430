import { useState } from "react";
import { useNavigate } from "react-router";
import { t } from "../../core/messages";
import { Select } from "../../ui/Select";
import { FieldError } from "../../ui/TextField";
import { useBrandsQuery } from "./api";
import { NamedImageForm } from "./BrandCategoryForm";
import { RecordLoadState } from "./recordLoad";
import { errorMessageOf } from "./catalogErrors";
import { useEditedCategory } from "./CategoryForm";
import { useSaveCategory } from "./categorySave";

/** The brand select of the general form (add only; the brand is optional there). */
function BrandChoice({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { data, error } = useBrandsQuery();
  return (
    <div style={{ marginBottom: 14 }}>
      <Select
        label={t("brandLabel")}
        placeholder={t("selectBrand")}
        options={(data ?? []).map((brand) => ({ value: brand.id, label: brand.brand_name }))}
        value={value}
        onChange={onChange}
        isClearable
      />
      {error ? (
        <FieldError role="alert">
          {t("errorFetchingBrands")}: {errorMessageOf(error)}
        </FieldError>
      ) : null}
    </div>
  );
}

/** /add-categories (?id= to edit): the general category form; back to /categories. */
export function CategoriesForm() {
  const navigate = useNavigate();
  const { id, category, error, refetch } = useEditedCategory();
  const save = useSaveCategory(id);
  const [brandId, setBrandId] = useState<number | null>(null);

  if (id !== null && !category) {
    return <RecordLoadState error={error} errorTitle={t("errorFetchingCategory")} onRetry={refetch} />;
  }
  return (
    <NamedImageForm
      key={id ?? "new"}
      title={id === null ? t("addCategory") : t("editCategory")}
      nameLabel={t("categoryName")}
      initial={
        category
          ? { name: category.category_name, image_url: category.image_url, description: category.description }
          : undefined
      }
      extra={id === null ? <BrandChoice value={brandId} onChange={setBrandId} /> : null}
      submitLabel={id === null ? t("submit") : t("update")}
      onSave={async ({ name, image_url, description }) => {
        // Editing keeps the category's brand (the select is offered on add only).
        const brand_id = id === null ? brandId : (category?.brand_id ?? null);
        const saved = await save({ category_name: name, image_url, description, brand_id });
        if (saved) navigate("/categories");
      }}
      onCancel={() => navigate("/categories")}
    />
  );
}
