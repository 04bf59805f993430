import { FRESH_FROM_STARTER_SECONDS } from "../../core/area";
import { dashboardApi } from "../../core/resources/dashboard";
import { shopStore } from "../../core/store";

// The overview's calls live in core/resources/dashboard.ts.
export { useDashboardQuery } from "../../core/resources/dashboard";

/**
 * The figures and every block below them, fresh on every visit (they change with every order):
 * all started as navigation starts, beside the screen's code, so no block waits for that code
 * before asking (the blocks' hooks find these requests on their way).
 */
export function startOverview() {
  const { dashboard, salesTrend, attention, topProducts } = dashboardApi.endpoints;
  // A number (seconds): not asked again when a rest on the link asked a moment ago.
  const fresh = { subscribe: false, forceRefetch: FRESH_FROM_STARTER_SECONDS } as const;
  shopStore.dispatch(dashboard.initiate(undefined, fresh));
  shopStore.dispatch(salesTrend.initiate("day", fresh));
  shopStore.dispatch(attention.initiate(undefined, fresh));
  shopStore.dispatch(topProducts.initiate(undefined, fresh));
}
