import type { RouteDataMatch } from "../../core/area";
import { recordIdOf } from "../../core/recordId";
import { discountsApi } from "../../core/resources/discounts";
import { shopStore } from "../../core/store";

// The discounts' calls live in core/resources/discounts.ts; this module gathers what the area's
// screens use, and its route data starters (small: it loads at the click, beside the screen).
export {
  discountsApi,
  useBulkDiscountsMutation,
  useChangeDiscountStatusMutation,
  useCreateDiscountMutation,
  useDiscountByIdQuery,
  useDiscountsQuery,
  useSuggestDiscountCodeMutation,
  useUpdateDiscountMutation,
  type DiscountStatusAction,
} from "../../core/resources/discounts";

/** The list (cached like the screen's own query): started as navigation starts. */
export function startDiscounts() {
  shopStore.dispatch(discountsApi.endpoints.discounts.initiate(undefined, { subscribe: false }));
}

/** The discount an edit form opens (`?id=12`); nothing on an add form. */
export function startDiscount({ search }: RouteDataMatch) {
  const id = recordIdOf(search);
  if (id === null) return;
  shopStore.dispatch(discountsApi.endpoints.discountById.initiate(id, { subscribe: false }));
}
