import type { BulkProgress, BulkTarget } from "../../core/api/bulkStream";
import type { DiscountsBulkBody, DiscountsFilter } from "../../core/resources/discounts";
import type { BulkAction } from "../../ui/useBulkSelection";
import { useBulkDiscountsMutation } from "./api";
import { t } from "./messages";

/** The discounts list's bulk actions: activate, deactivate, delete. */
export function useDiscountBulkActions(): BulkAction<DiscountsFilter>[] {
  const [bulk] = useBulkDiscountsMutation();
  const act =
    (action: DiscountsBulkBody["action"]) =>
    (target: BulkTarget<DiscountsFilter>, onProgress: (progress: BulkProgress) => void) =>
      bulk({ body: { action, ...target }, onProgress }).unwrap();
  return [
    {
      id: "activate",
      label: t("activateAction"),
      title: (count) => t("activateDiscountsTitle", count),
      done: (count) => t("discountsActivated", count),
      run: act("ACTIVATE"),
    },
    {
      id: "deactivate",
      label: t("deactivateAction"),
      title: (count) => t("deactivateDiscountsTitle", count),
      done: (count) => t("discountsDeactivated", count),
      run: act("DEACTIVATE"),
    },
    {
      id: "delete",
      label: t("deleteAction"),
      danger: true,
      title: (count) => t("deleteDiscountsTitle", count),
      done: (count) => t("discountsDeleted", count),
      run: act("DELETE"),
    },
  ];
}
