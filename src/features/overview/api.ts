import { dashboardApi } from "../../core/resources/dashboard";
import { shopStore } from "../../core/store";

// The overview's calls live in core/resources/dashboard.ts.
export { useDashboardQuery } from "../../core/resources/dashboard";

/** The figures, fresh on every visit (they change with every order): started as navigation starts. */
export function startDashboard() {
  shopStore.dispatch(dashboardApi.endpoints.dashboard.initiate(undefined, { subscribe: false, forceRefetch: true }));
}
