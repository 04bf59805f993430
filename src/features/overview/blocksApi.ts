import { shopApi } from "../../core/api/shopApi";
import { shopStore } from "../../core/store";
import type { Attention, SalesGranularity, SalesTrend, TopProducts } from "../../core/types";

/**
 * The overview's blocks below the totals. They load with the overview's chunk, not with the
 * shell: the totals (api.ts) start at the click and paint first, these follow. Every order
 * status change and product save invalidates "Dashboard", so they are fresh on return.
 */
export const overviewBlocksApi = shopApi.injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    salesTrend: build.query<SalesTrend, SalesGranularity>({
      query: (granularity) => `/dashboard/sales?granularity=${granularity}`,
      providesTags: ["Dashboard"],
    }),
    attention: build.query<Attention, void>({
      query: () => "/dashboard/attention",
      providesTags: ["Dashboard"],
    }),
    topProducts: build.query<TopProducts, void>({
      query: () => "/dashboard/top-products",
      providesTags: ["Dashboard"],
    }),
  }),
});

export const { useSalesTrendQuery, useAttentionQuery, useTopProductsQuery } = overviewBlocksApi;

/** Started as soon as the overview's code is there (before React renders it), fresh each visit. */
export function startOverviewBlocks() {
  const { endpoints } = overviewBlocksApi;
  const fresh = { subscribe: false, forceRefetch: true } as const;
  shopStore.dispatch(endpoints.salesTrend.initiate("day", fresh));
  shopStore.dispatch(endpoints.attention.initiate(undefined, fresh));
  shopStore.dispatch(endpoints.topProducts.initiate(undefined, fresh));
}
