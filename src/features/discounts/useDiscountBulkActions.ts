import type { DiscountsFilter } from "../../core/resources/discounts";
import { bulkActionsOf } from "../../ui/bulkActions";
import type { BulkAction } from "../../ui/useBulkSelection";
import { useBulkDiscountsMutation } from "./api";
import { t } from "./messages";

/** What each bulk action sends as its action to the discounts' bulk call (the call's body type checks it). */
const SENT = { activate: "ACTIVATE", deactivate: "DEACTIVATE", delete: "DELETE" } as const;

/** The discounts list's bulk actions: activate, deactivate, delete. */
export function useDiscountBulkActions(): BulkAction<DiscountsFilter>[] {
  const [bulk] = useBulkDiscountsMutation();
  return bulkActionsOf<DiscountsFilter, keyof typeof SENT, Parameters<typeof t>[0]>(
    t,
    {
      activate: { label: "activateAction", title: "activateDiscountsTitle", done: "discountsActivated" },
      deactivate: { label: "deactivateAction", title: "deactivateDiscountsTitle", done: "discountsDeactivated" },
      delete: { label: "deleteAction", danger: true, title: "deleteDiscountsTitle", done: "discountsDeleted" },
    },
    (id, target, onProgress) => bulk({ body: { action: SENT[id], ...target }, onProgress }).unwrap(),
  );
}
