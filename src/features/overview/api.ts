import { shopApi } from "../../core/api/shopApi";
import type { DashboardTotals } from "../../core/types";

export const overviewApi = shopApi.injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    dashboard: build.query<DashboardTotals, void>({
      query: () => "/dashboard",
      providesTags: ["Dashboard"],
    }),
  }),
});

export const { useDashboardQuery } = overviewApi;
