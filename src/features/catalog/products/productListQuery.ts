import type { ProductsFilter } from "../../../core/resources/products";
import { readSortParam, sortParamOf } from "../../../core/listSort";
import type { ProductStatus } from "../../../core/types";

/** What a product list shows, as kept in the URL's query (so a reload or a link keeps it). */
export interface ProductListQuery {
  page: number;
  status: ProductStatus;
  search: string;
  brandId: number | null;
  categoryId: number | null;
  /** The server's sort (`-price`); absent: newest first. */
  sort?: string;
}

/** What the product lists may be sorted by (the server's names). */
export const PRODUCT_SORTS = ["product_name", "price", "created_at"] as const;

export const PRODUCTS_PER_PAGE = 10;

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

function sortOf(value: string | null): { sort?: string } {
  const sort = readSortParam(value, PRODUCT_SORTS);
  return sort ? { sort: sortParamOf(sort) } : {};
}

/** Reads the query; anything missing or malformed falls back to the spec's defaults (PUBLISHED, page 1). */
export function readListQuery(params: URLSearchParams): ProductListQuery {
  return {
    page: positive(params.get("page")) ?? 1,
    status: params.get("status") === "DRAFT" ? "DRAFT" : "PUBLISHED",
    search: params.get("search") ?? "",
    brandId: positive(params.get("brandId")),
    categoryId: positive(params.get("categoryId")),
    ...sortOf(params.get("sort")),
  };
}

/**
 * The query after a change. Changing the status, the search or a filter starts again at page 1
 * (a page number of another filter means nothing); other parameters (e.g. `back`) are kept.
 * Empty values leave the query.
 */
export function changeListQuery(params: URLSearchParams, change: Partial<ProductListQuery>): URLSearchParams {
  const next = new URLSearchParams(params);
  const filterChanged = (["status", "search", "brandId", "categoryId"] as const).some(
    (key) => key in change && change[key] !== readListQuery(params)[key],
  );
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === undefined || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  if (filterChanged && !("page" in change)) next.set("page", "1");
  if (!next.has("status")) next.set("status", "PUBLISHED");
  return next;
}

/** What a bulk action over every matching product sends: the list's search and filters, no page. */
export function bulkFilterOf(list: {
  status: ProductStatus;
  search?: string;
  brandId?: number | null;
  categoryId?: number | null;
}): ProductsFilter {
  const search = list.search?.trim();
  return {
    status: list.status,
    ...(search ? { search } : {}),
    ...(list.brandId ? { brandId: list.brandId } : {}),
    ...(list.categoryId ? { categoryId: list.categoryId } : {}),
  };
}
