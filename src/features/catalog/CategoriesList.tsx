import { useMemo, useState } from "react";
import { t } from "../../core/messages";
import { PageHeader } from "../../ui/PageHeader";
import { SearchInput } from "../../ui/SearchInput";
import { Select } from "../../ui/Select";
import { ErrorState } from "../../ui/States";
import { FieldError } from "../../ui/TextField";
import { useBrandsQuery, useCategoriesQuery } from "./api";
import { CardsLoading } from "./BrandCategoryCard";
import { errorMessageOf } from "./catalogErrors";
import { CategoryGrid } from "./CategoryGrid";
import { matchesSearch } from "./nameFilter";

/** /categories: every category, filtered by brand (Select Brand) and by name. */
export function CategoriesList() {
  const [search, setSearch] = useState("");
  const [brandId, setBrandId] = useState<number | null>(null);
  const { data, error, isLoading, isFetching, refetch } = useCategoriesQuery();
  const brands = useBrandsQuery();
  const options = useMemo(
    () => (brands.data ?? []).map((brand) => ({ value: brand.id, label: brand.brand_name })),
    [brands.data],
  );
  const shown = useMemo(
    () =>
      (data ?? []).filter(
        (category) =>
          (brandId === null || category.brand_id === brandId) && matchesSearch(search, category.category_name),
      ),
    [data, brandId, search],
  );

  return (
    <>
      <PageHeader title={t("categoriesTitle")}>
        <Select
          label={t("selectBrand")}
          hideLabel
          placeholder={t("selectBrand")}
          options={options}
          value={brandId}
          onChange={setBrandId}
          isClearable
        />
        <SearchInput label={t("searchCategories")} value={search} onChange={setSearch} clearLabel={t("clearSearch")} />
        {data ? <span role="status">{t("categoryCount", { count: shown.length })}</span> : null}
      </PageHeader>
      {brands.error ? (
        <FieldError role="alert" style={{ marginBottom: 12 }}>
          {t("errorFetchingBrands")}: {errorMessageOf(brands.error)}
        </FieldError>
      ) : null}
      {isLoading ? (
        <CardsLoading />
      ) : error || !data ? (
        <ErrorState
          title={t("errorFetchingCategories")}
          message={errorMessageOf(error)}
          onRetry={() => void refetch()}
          retryLabel={t("retry")}
        />
      ) : (
        <div aria-busy={isFetching || undefined}>
          <CategoryGrid
            categories={shown}
            addTo="/add-categories"
            productsPath={(category) =>
              `/product/${category.id}?brandId=${category.brand_id ?? ""}&back=categories&status=PUBLISHED&page=1`
            }
            editPath={(category) => `/add-categories?id=${category.id}`}
          />
        </div>
      )}
    </>
  );
}
