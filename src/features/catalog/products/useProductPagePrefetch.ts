import { useEffect } from "react";
import type { ProductPage } from "../../../core/types";
import { productsApi, type ProductPageArgs } from "../api";
import { PRODUCTS_PER_PAGE } from "./productListQuery";

type Args = ProductPageArgs & { categoryId?: number };

/**
 * Product pages fetched ahead of the screen: once a page has arrived the next one is asked for
 * in the background (the most common move shows at once), and `requestPage` starts a page's
 * request at the click, before the screen re-renders for the new URL.
 */
export function useProductPagePrefetch(
  endpoint: "products" | "productsOfCategory",
  args: Args,
  current: ProductPage | undefined,
  skip = false,
) {
  const prefetchProducts = productsApi.usePrefetch("products", { ifOlderThan: 30 });
  const prefetchOfCategory = productsApi.usePrefetch("productsOfCategory", { ifOlderThan: 30 });
  const hasNext = current !== undefined && args.page * PRODUCTS_PER_PAGE < current.totalProducts;
  const key = JSON.stringify(args);

  useEffect(() => {
    if (skip || !hasNext) return;
    const next = JSON.parse(key) as Args;
    next.page += 1;
    if (endpoint === "productsOfCategory") prefetchOfCategory({ ...next, categoryId: next.categoryId ?? 0 });
    else prefetchProducts(next);
  }, [endpoint, key, hasNext, skip, prefetchProducts, prefetchOfCategory]);

  return (page: number) => {
    if (skip) return;
    if (endpoint === "productsOfCategory") prefetchOfCategory({ ...args, page, categoryId: args.categoryId ?? 0 });
    else prefetchProducts({ ...args, page });
  };
}
