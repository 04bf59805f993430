import { skipToken } from "@reduxjs/toolkit/query";
import { useLocation, useNavigate } from "react-router";
import { t } from "../messages";
import type { Product } from "../../../core/types";
import { NativeSelect } from "../../../ui/NativeSelect";
import {
  productPageArgs,
  useBrandsQuery,
  useCategoriesOfBrandQuery,
  useCategoriesQuery,
  useProductsQuery,
} from "../api";
import type { ProductFormState } from "./productParts";
import { ProductListHeader } from "./ProductListHeader";
import { ProductTable } from "./ProductTable";
import { useProductPagePrefetch } from "./useProductPagePrefetch";
import { PRODUCTS_LIST, readListQuery } from "./productListQuery";
import { useListController } from "../../../core/useListController";
import { catalogPaths } from "../../../core/paths";

/**
 * /all-products: every product with search, status, brand and category filters. All of them
 * are sent to the server, which searches the whole catalogue at any size.
 */
export function AllProducts() {
  const list = useListController(PRODUCTS_LIST);
  const query = readListQuery(list.query);
  const navigate = useNavigate();
  const location = useLocation();
  const brands = useBrandsQuery();
  const allCategories = useCategoriesQuery(undefined, { skip: query.brandId !== null });
  const brandCategories = useCategoriesOfBrandQuery(query.brandId ?? skipToken);
  const categories = query.brandId === null ? allCategories : brandCategories;
  const args = productPageArgs(query);
  const result = useProductsQuery(args);
  const requestPage = useProductPagePrefetch("products", args, result.currentData);
  const here = `${location.pathname}${location.search}`;

  const editTo = (product: Product) => catalogPaths.productForm(product.id);
  const edit = (product: Product) =>
    navigate(editTo(product), { state: { product, from: here } satisfies ProductFormState });

  return (
    <>
      <ProductListHeader
        title={t("products")}
        searchText={list.text}
        onSearchText={list.setSearch}
        status={query.status}
        onStatus={(status) => list.setFilter("status", status)}
        addTo={catalogPaths.productForm()}
        returnTo={here}
      >
        <NativeSelect<number>
          label={t("brandFilter")}
          hideLabel
          placeholder={brands.isError ? t("errorFetchingOptions") : t("selectBrand")}
          options={(brands.data ?? []).map((brand) => ({ value: brand.id, label: brand.brand_name }))}
          value={query.brandId}
          // Another brand's category would match nothing: the category filter starts again.
          onChange={(brandId) => list.setFilters({ brandId, categoryId: null })}
        />
        <NativeSelect<number>
          label={t("categoryFilter")}
          hideLabel
          placeholder={categories.isError ? t("errorFetchingOptions") : t("selectCategory")}
          // Category names repeat across brands ("Disposables" of six brands): each says its brand.
          options={(categories.data ?? []).map((category) => ({
            value: category.id,
            label: category.brand ? `${category.category_name} — ${category.brand.brand_name}` : category.category_name,
          }))}
          value={query.categoryId}
          onChange={(categoryId) => list.setFilter("categoryId", categoryId)}
        />
      </ProductListHeader>
      <ProductTable
        result={result}
        page={query.page}
        onPage={(page) => {
          requestPage(page);
          list.setPage(page);
        }}
        showBrandAndCategory
        onEdit={edit}
        editTo={editTo}
        bulkFilter={list.matchingFilter}
        views={list.views}
      />
    </>
  );
}
