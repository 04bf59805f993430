import { useEffect } from "react";
import type { ProductPage } from "../../core/types";
import { catalogApi, type ProductPageArgs } from "./api";
import { PRODUCTS_PER_PAGE } from "./productListQuery";

/**
 * Once a page has arrived, asks for the next one in the background, so the most common move
 * (the next page) shows at once. Pages further away are fetched when clicked.
 */
export function usePrefetchNextPage(
  endpoint: "products" | "productsOfCategory",
  args: ProductPageArgs & { categoryId?: number },
  current: ProductPage | undefined,
  skip = false,
) {
  const prefetchProducts = catalogApi.usePrefetch("products", { ifOlderThan: 30 });
  const prefetchOfCategory = catalogApi.usePrefetch("productsOfCategory", { ifOlderThan: 30 });
  const hasNext = current !== undefined && args.page * PRODUCTS_PER_PAGE < current.totalProducts;
  const key = JSON.stringify(args);
  useEffect(() => {
    if (skip || !hasNext) return;
    const next = { ...(JSON.parse(key) as ProductPageArgs & { categoryId?: number }) };
    next.page += 1;
    if (endpoint === "productsOfCategory") prefetchOfCategory({ ...next, categoryId: next.categoryId ?? 0 });
    else prefetchProducts(next);
  }, [endpoint, key, hasNext, skip, prefetchProducts, prefetchOfCategory]);
}
