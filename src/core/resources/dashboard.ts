import type { Attention, DashboardTotals, SalesGranularity, SalesTrend, TopProducts } from "../types";
import { shopApi } from "../api/shopApi";

/**
 * The overview's figures (spec: GET /dashboard, and the reference server's sales trend, attention
 * and top products). Every one provides "Dashboard": an order's status change, a product's create
 * or delete and a customer's delete invalidate it, so the figures are fresh on return.
 */
// The overview's starters load these in the first load: injected without the endpoint kit, which
// only the lazily loaded resources need.
export const dashboardApi = shopApi.injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    dashboard: build.query<DashboardTotals, void>({
      query: () => "/dashboard",
      providesTags: ["Dashboard"],
    }),
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

export const { useDashboardQuery, useSalesTrendQuery, useAttentionQuery, useTopProductsQuery } = dashboardApi;
