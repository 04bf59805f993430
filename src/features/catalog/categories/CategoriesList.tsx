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
import { useListController, type ListConfig } from "../../../core/useListController";
import type { Category } from "../../../core/types";

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The categories: all in one answer, filtered by brand and searched by name in the browser. */
const CATEGORIES_LIST: ListConfig<Category, { brandId: number | null }> = {
  filters: { brandId: positive },
  searchDelay: 250,
  match: (categories, search, { brandId }) =>
    categories.filter(
      (category) =>
        (brandId === null || category.brand_id === brandId) && matchesSearch(search, category.category_name),
    ),
};

/** /categories: every category, filtered by brand (Select Brand) and by name. */
export function CategoriesList() {
  const { data, error, isLoading, isFetching, refetch } = useCategoriesQuery();
  const brands = useBrandsQuery();
  const list = useListController(CATEGORIES_LIST, data);
  const shown = list.shown.rows;

  return (
    <>
      <PageHeader title={t("categoriesTitle")}>
        <LazyBrandSelect
          label={t("selectBrand")}
          hideLabel
          brands={brands.data}
          error={brands.error}
          value={list.filters.brandId}
          onChange={(brandId) => list.setFilter("brandId", brandId)}
        />
        <SearchInput
          label={t("searchCategories")}
          value={list.text}
          onChange={list.setSearch}
          clearLabel={t("clearSearch")}
        />
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
