import { readListParams, type ListConfig } from "../../../core/listParams";
import type { Product, ProductStatus } from "../../../core/types";

export const PRODUCTS_PER_PAGE = 10;

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The status the URL names; anything else reads as PUBLISHED. */
const statusOf = (value: string | null): ProductStatus => (value === "DRAFT" ? "DRAFT" : "PUBLISHED");

/**
 * All products: searched, filtered by status, brand and category, and sorted on the server. The
 * URL always names the status and the page (the links to a product list do); a filter or page
 * change is a step Back undoes.
 */
export const PRODUCTS_LIST: ListConfig<
  Product,
  { status: ProductStatus; brandId: number | null; categoryId: number | null }
> = {
  views: "products",
  filters: { status: statusOf, brandId: positive, categoryId: positive },
  sorts: { name: "product_name", price: "price", created: "created_at" },
  searchDelay: 300,
  explicit: true,
  pushHistory: true,
};

/** One category's products: as all products, filtered by status only (the brand in the URL is the way back). */
export const CATEGORY_PRODUCTS_LIST: ListConfig<Product, { status: ProductStatus }> = {
  filters: { status: statusOf },
  sorts: PRODUCTS_LIST.sorts,
  searchDelay: 300,
  explicit: true,
  pushHistory: true,
};

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

/** Reads the query; anything missing or malformed falls back to the defaults (PUBLISHED, page 1). */
export function readListQuery(params: URLSearchParams): ProductListQuery {
  const { page, search, filters, sort } = readListParams(params, PRODUCTS_LIST);
  return { page, search: search.trim(), ...filters, ...(sort ? { sort } : {}) };
}
