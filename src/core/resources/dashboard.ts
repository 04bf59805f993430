import type { Attention, DashboardTotals, SalesGranularity, SalesTrend, TopProducts } from "../types";
import { injectResource } from "./endpointKit";

/**
 * The overview's figures (spec: GET /dashboard, and the reference server's sales trend, attention
 * and top products). Every one provides "Dashboard": an order's status change, a product's create
 * or delete and a customer's delete invalidate it, so the figures are fresh on return.
 */
export const dashboardApi = injectResource((build) => ({
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
}));

export const { useDashboardQuery, useSalesTrendQuery, useAttentionQuery, useTopProductsQuery } = dashboardApi;
