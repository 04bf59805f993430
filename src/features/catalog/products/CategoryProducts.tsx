import { useLocation, useNavigate, useParams } from "react-router";
import { t } from "../messages";
import type { Product } from "../../../core/types";
import { ErrorState } from "../../../ui/States";
import { useCategoryQuery, useProductsOfCategoryQuery } from "../api";
import { BackLink } from "../../../ui/BackLink";
import type { ProductFormState } from "./productParts";
import { ProductListHeader } from "./ProductListHeader";
import { ProductTable } from "./ProductTable";
import { useProductPagePrefetch } from "./useProductPagePrefetch";
import { CATEGORY_PRODUCTS_LIST, readListQuery } from "./productListQuery";
import { useListController } from "../../../core/useListController";
import { parseRecordId } from "../../../core/recordId";
import { catalogPaths } from "../../../core/paths";

/** /product/{categoryId}?brandId=&status=&page=: one category's products. */
export function CategoryProducts() {
  const categoryId = parseRecordId(useParams().categoryId) ?? 0;
  const valid = categoryId > 0;
  const list = useListController(CATEGORY_PRODUCTS_LIST);
  const params = list.query;
  const query = readListQuery(params);
  const navigate = useNavigate();
  const location = useLocation();
  const category = useCategoryQuery(categoryId, { skip: !valid });
  const args = { categoryId, page: query.page, status: query.status, search: query.search };
  const result = useProductsOfCategoryQuery(args, { skip: !valid });
  const requestPage = useProductPagePrefetch("productsOfCategory", args, result.currentData, !valid);

  if (!valid) return <ErrorState title={t("notFoundTitle")} message={t("notFoundText")} />;

  const brandId = query.brandId ?? category.data?.brand_id ?? null;
  const back =
    params.get("back") === "categories" || !brandId
      ? catalogPaths.categories()
      : catalogPaths.categoriesOfBrand(brandId);
  const here = `${location.pathname}${location.search}`;

  const editTo = (product: Product) =>
    catalogPaths.productFormOfCategory(categoryId, { brandId: product.brand_id, id: product.id });
  const edit = (product: Product) =>
    navigate(editTo(product), { state: { product, from: here } satisfies ProductFormState });

  return (
    <>
      <BackLink to={back}>← {t("backToCategories")}</BackLink>
      <ProductListHeader
        title={category.data ? `${t("products")}: ${category.data.category_name}` : t("products")}
        searchText={list.text}
        onSearchText={list.setSearch}
        status={query.status}
        onStatus={(status) => list.setFilter("status", status)}
        addTo={catalogPaths.productFormOfCategory(categoryId, { brandId: brandId || undefined })}
        returnTo={here}
      />
      <ProductTable
        result={result}
        page={query.page}
        onPage={(page) => {
          requestPage(page);
          list.setPage(page);
        }}
        showBrandAndCategory={false}
        onEdit={edit}
        editTo={editTo}
        bulkFilter={{ ...list.matchingFilter, categoryId }}
      />
    </>
  );
}
