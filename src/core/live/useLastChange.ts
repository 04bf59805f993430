import { useCallback } from "react";
import { shopApi } from "../api/shopApi";
import { useShopDispatch, useShopSelector } from "../store";
import { changeKey, newOrdersShown, type LastChange } from "./liveSlice";

/**
 * The last change another screen or operator made to this record since the page opened (who and
 * when), or null: for a form to say "Changed by Sam Admin 10 s ago — review changes".
 */
export function useLastChange(entity: string, recordId: number | null | undefined): LastChange | null {
  return useShopSelector((state) =>
    recordId == null ? null : (state.live.lastChanges[changeKey(entity, recordId)] ?? null),
  );
}

/** Orders placed since the orders list loaded, and `show` that loads the list again with them. */
export function useNewOrders(): { count: number; show(): void } {
  const count = useShopSelector((state) => state.live.newOrders);
  const dispatch = useShopDispatch();
  const show = useCallback(() => {
    dispatch(newOrdersShown());
    dispatch(shopApi.util.invalidateTags([{ type: "Order", id: "PAGE" }]));
  }, [dispatch]);
  return { count, show };
}
