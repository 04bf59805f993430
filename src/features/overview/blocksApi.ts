import { dashboardApi } from "../../core/resources/dashboard";
import { shopStore } from "../../core/store";

// The overview's blocks below the totals (calls in core/resources/dashboard.ts): the totals start
// at the click and paint first, these follow when the overview's code is there.
export { useAttentionQuery, useSalesTrendQuery, useTopProductsQuery } from "../../core/resources/dashboard";

/** Started as soon as the overview's code is there (before React renders it), fresh each visit. */
export function startOverviewBlocks() {
  const { endpoints } = dashboardApi;
  const fresh = { subscribe: false, forceRefetch: true } as const;
  shopStore.dispatch(endpoints.salesTrend.initiate("day", fresh));
  shopStore.dispatch(endpoints.attention.initiate(undefined, fresh));
  shopStore.dispatch(endpoints.topProducts.initiate(undefined, fresh));
}
