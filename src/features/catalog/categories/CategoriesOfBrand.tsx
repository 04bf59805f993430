import { useMemo, useState } from "react";
import { useParams } from "react-router";
import { t } from "../messages";
import { PageHeader } from "../../../ui/PageHeader";
import { SearchInput } from "../../../ui/SearchInput";
import { ErrorState } from "../../../ui/States";
import { useBrandQuery, useCategoriesOfBrandQuery } from "../api";
import { CardsLoading } from "../shared/BrandCategoryCard";
import { errorMessageOf } from "../shared/catalogErrors";
import { CategoryGrid } from "./CategoryGrid";
import { matchesSearch } from "../shared/nameFilter";
import { parseRecordId } from "../../../core/recordId";
import { catalogPaths } from "../../../core/paths";

/** /category/{brandId}: the brand's name and category count, search, and its category cards. */
export function CategoriesOfBrand() {
  const brandId = parseRecordId(useParams().brandId) ?? 0;
  const valid = brandId > 0;
  const [search, setSearch] = useState("");
  const brand = useBrandQuery(brandId, { skip: !valid });
  const { data, error, isLoading, isFetching, refetch } = useCategoriesOfBrandQuery(brandId, { skip: !valid });
  const shown = useMemo(
    () => (data ?? []).filter((category) => matchesSearch(search, category.category_name)),
    [data, search],
  );
  const failure = valid ? (error ?? brand.error) : { message: t("recordNotFound") };

  return (
    <>
      <PageHeader title={brand.data?.brand_name ?? t("categoriesTitle")}>
        <SearchInput label={t("searchCategories")} value={search} onChange={setSearch} clearLabel={t("clearSearch")} />
        {data ? <span role="status">{t("categoryCount", { count: shown.length })}</span> : null}
      </PageHeader>
      {failure ? (
        <ErrorState
          title={t("errorFetchingCategories")}
          message={errorMessageOf(failure)}
          onRetry={
            valid
              ? () => {
                  void refetch();
                  void brand.refetch();
                }
              : undefined
          }
          retryLabel={t("retry")}
        />
      ) : isLoading || !data ? (
        <CardsLoading />
      ) : (
        <div aria-busy={isFetching || undefined}>
          <CategoryGrid
            categories={shown}
            addTo={catalogPaths.categoryFormOfBrand(brandId)}
            productsPath={(category) =>
              catalogPaths.productsOfCategory(category.id, { brandId, status: "PUBLISHED", page: 1 })
            }
            editPath={(category) => catalogPaths.categoryFormOfBrand(brandId, category.id)}
          />
        </div>
      )}
    </>
  );
}
