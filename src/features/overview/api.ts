import { shopApi } from "../../core/api/shopApi";
import { shopStore } from "../../core/store";
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

/** The figures, fresh on every visit (they change with every order): started as navigation starts. */
export function startDashboard() {
  shopStore.dispatch(overviewApi.endpoints.dashboard.initiate(undefined, { subscribe: false, forceRefetch: true }));
}
