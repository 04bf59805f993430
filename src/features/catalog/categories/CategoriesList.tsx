import { useMemo, useState } from "react";
import { t } from "../messages";
import { PageHeader } from "../../../ui/PageHeader";
import { SearchInput } from "../../../ui/SearchInput";
import { ErrorState } from "../../../ui/States";
import { useBrandsQuery, useCategoriesQuery } from "../api";
import { CardsLoading } from "../shared/BrandCategoryCard";
import { errorMessageOf } from "../shared/catalogErrors";
import { LazyBrandSelect } from "./CategoryBrandSelect";
import { CategoryGrid } from "./CategoryGrid";
import { matchesSearch } from "../shared/nameFilter";
import { catalogPaths } from "../../../core/paths";

/** /categories: every category, filtered by brand (Select Brand) and by name. */
export function CategoriesList() {
  const [search, setSearch] = useState("");
  const [brandId, setBrandId] = useState<number | null>(null);
  const { data, error, isLoading, isFetching, refetch } = useCategoriesQuery();
  const brands = useBrandsQuery();
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
        <LazyBrandSelect
          label={t("selectBrand")}
          hideLabel
          brands={brands.data}
          error={brands.error}
          value={brandId}
          onChange={setBrandId}
        />
        <SearchInput label={t("searchCategories")} value={search} onChange={setSearch} clearLabel={t("clearSearch")} />
        {data ? <span role="status">{t("categoryCount", { count: shown.length })}</span> : null}
      </PageHeader>
      {isLoading ? (
        <CardsLoading />
      ) : error || !data ? (
        <ErrorState title={t("errorFetchingCategories")} message={errorMessageOf(error)} onRetry={refetch} />
      ) : (
        <div aria-busy={isFetching || undefined}>
          <CategoryGrid
            categories={shown}
            addTo={catalogPaths.categoryForm()}
            productsPath={(category) =>
              catalogPaths.productsOfCategory(category.id, {
                brandId: category.brand_id ?? "",
                back: "categories",
                status: "PUBLISHED",
                page: 1,
              })
            }
            editPath={(category) => catalogPaths.categoryForm(category.id)}
          />
        </div>
      )}
    </>
  );
}
