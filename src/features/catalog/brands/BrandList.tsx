import { useNavigate } from "react-router";
import { t } from "../messages";
import type { Brand } from "../../../core/types";
import { CardGrid } from "../../../ui/CardGrid";
import { PageHeader } from "../../../ui/PageHeader";
import { SearchInput } from "../../../ui/SearchInput";
import { EmptyState, ErrorState } from "../../../ui/States";
import { useBrandsQuery, useDeleteBrandMutation } from "../api";
import { AddCard, CardsLoading, RecordCard } from "../shared/BrandCategoryCard";
import { errorMessageOf } from "../shared/catalogErrors";
import { useDeleteConfirm } from "../../../ui/useDeleteConfirm";
import { matchesSearch } from "../shared/nameFilter";
import { catalogPaths } from "../../../core/paths";
import { useListController, type ListConfig } from "../../../core/useListController";

/** The brands: all in one answer, searched by name in the browser. */
const BRANDS_LIST: ListConfig<Brand, Record<never, never>> = {
  filters: {},
  searchDelay: 250,
  match: (brands, search) => brands.filter((brand) => matchesSearch(search, brand.brand_name)),
};

/** /brand: search, count, the Add Brand card and one card per brand. */
export function BrandList() {
  const navigate = useNavigate();
  const { data, error, isLoading, isFetching, refetch } = useBrandsQuery();
  const list = useListController(BRANDS_LIST, data);
  const shown = list.shown.rows;
  const [deleteBrand] = useDeleteBrandMutation();
  const { ask, dialog } = useDeleteConfirm<Brand>({
    remove: (brand) => deleteBrand(brand.id).unwrap(),
    nameOf: (brand) => brand.brand_name,
    message: (brand) => t("deleteConfirmText", { name: brand.brand_name }),
    title: t("deleteBrandTitle"),
    deleted: t("brandDeleted"),
    failed: t("failedToDeleteBrand"),
    undo: (brand) => ({ entity: "brand", recordId: brand.id }),
  });

  return (
    <>
      <PageHeader title={t("brandsTitle")}>
        <SearchInput
          label={t("searchBrands")}
          value={list.text}
          onChange={list.setSearch}
          clearLabel={t("clearSearch")}
        />
        {data ? (
          <span role="status" data-count>
            {t("brandCount", { count: shown.length })}
          </span>
        ) : null}
      </PageHeader>
      {isLoading ? (
        <CardsLoading />
      ) : error || !data ? (
        <ErrorState title={t("errorFetchingBrands")} message={errorMessageOf(error)} onRetry={refetch} />
      ) : (
        <div aria-busy={isFetching || undefined}>
          <CardGrid aria-label={t("brandsTitle")}>
            <AddCard to={catalogPaths.brandForm()} label={t("addBrand")} />
            {shown.map((brand) => (
              <RecordCard
                key={brand.id}
                name={brand.brand_name}
                imageUrl={brand.image_url}
                to={catalogPaths.categoriesOfBrand(brand.id)}
                openLabel={t("openBrandCategories", { name: brand.brand_name })}
                countText={t("brandCategories", { count: brand.categoryCount })}
                onEdit={() => navigate(catalogPaths.brandForm(brand.id), { state: { brand } })}
                onDelete={() => ask(brand)}
              />
            ))}
          </CardGrid>
          {shown.length === 0 ? <EmptyState>{t("noBrandFound")}</EmptyState> : null}
        </div>
      )}
      {dialog}
    </>
  );
}
