import { useLocation, useNavigate } from "react-router";
import { t } from "./messages";
import type { Product } from "../../core/types";
import { PageHeader } from "../../ui/PageHeader";
import { SearchInput } from "../../ui/SearchInput";
import { NativeSelect } from "../../ui/NativeSelect";
import { useBrandsQuery, useCategoriesOfBrandQuery, useCategoriesQuery, useProductsQuery } from "./api";
import { LinkButton, type ProductFormState } from "./productParts";
import { StatusFilter } from "./StatusFilter";
import { ProductTable } from "./ProductTable";
import { useProductPagePrefetch } from "./useProductPagePrefetch";
import { useProductListQuery } from "./useProductListQuery";

/**
 * /all-products: every product with search, status, brand and category filters. All of them
 * are sent to the server, which searches the whole catalogue at any size.
 */
export function AllProducts() {
  const { query, searchText, setSearchText, change } = useProductListQuery();
  const navigate = useNavigate();
  const location = useLocation();
  const brands = useBrandsQuery();
  const allCategories = useCategoriesQuery(undefined, { skip: query.brandId !== null });
  const brandCategories = useCategoriesOfBrandQuery(query.brandId ?? 0, { skip: query.brandId === null });
  const categories = query.brandId === null ? allCategories : brandCategories;
  const args = {
    page: query.page,
    status: query.status,
    search: query.search,
    brandId: query.brandId ?? undefined,
    categoryId: query.categoryId ?? undefined,
  };
  const result = useProductsQuery(args);
  const requestPage = useProductPagePrefetch("products", args, result.currentData);
  const here = `${location.pathname}${location.search}`;

  const edit = (product: Product) =>
    navigate(`/add-all-product?id=${product.id}`, { state: { product, from: here } satisfies ProductFormState });

  return (
    <>
      <PageHeader title={t("products")}>
        <SearchInput
          label={t("searchProducts")}
          placeholder={t("search")}
          value={searchText}
          onChange={setSearchText}
          clearLabel={t("clearSearch")}
        />
        <StatusFilter value={query.status} onChange={(status) => change({ status })} />
        <NativeSelect<number>
          label={t("brandFilter")}
          hideLabel
          placeholder={brands.isError ? t("errorFetchingOptions") : t("selectBrand")}
          options={(brands.data ?? []).map((brand) => ({ value: brand.id, label: brand.brand_name }))}
          value={query.brandId}
          // Another brand's category would match nothing: the category filter starts again.
          onChange={(brandId) => change({ brandId, categoryId: null })}
        />
        <NativeSelect<number>
          label={t("categoryFilter")}
          hideLabel
          placeholder={categories.isError ? t("errorFetchingOptions") : t("selectCategory")}
          // Several brands have a category of the same name: each reads with its brand.
          options={(categories.data ?? []).map((category) => {
            const brand =
              category.brand?.brand_name ??
              brands.data?.find((candidate) => candidate.id === category.brand_id)?.brand_name;
            return {
              value: category.id,
              label: brand ? `${category.category_name} — ${brand}` : category.category_name,
            };
          })}
          value={query.categoryId}
          onChange={(categoryId) => change({ categoryId })}
        />
        <LinkButton to="/add-all-product" state={{ from: here } satisfies ProductFormState}>
          {t("addProduct")}
        </LinkButton>
      </PageHeader>
      <ProductTable
        result={result}
        page={query.page}
        onPage={(page) => {
          requestPage(page);
          change({ page });
        }}
        showBrandAndCategory
        onEdit={edit}
      />
    </>
  );
}
