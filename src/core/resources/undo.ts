import type { components } from "../api/contract.generated";
import type { ApiError } from "../api/apiError";
import { t } from "../messages";
import type { UndoEntity, UndoTarget } from "../types";
import { injectResource, type ShopTagType } from "./endpointKit";

export type { UndoEntity, UndoTarget } from "../types";

type JournalPage = components["schemas"]["JournalPage"];
type UndoResult = components["schemas"]["UndoResult"];

/**
 * The lists a restore reaches: the record's own and those of what comes back with it (a brand's
 * banners, a product's reviews, a country's states and cities) or names it (discounts).
 */
const RESTORE_REACHES: Record<UndoEntity, ShopTagType[]> = {
  brand: ["Brand", "Banner", "Discount"],
  category: ["Category", "Brand", "Banner", "Discount"],
  product: ["Product", "Banner", "Review", "Discount", "Category", "Dashboard"],
  discount: ["Discount"],
  banner: ["Banner"],
  faq: ["Faq"],
  shipping_service: ["ShippingService"],
  country: ["Country", "State", "City"],
  state: ["State", "City", "Country"],
  city: ["City", "State"],
};

/**
 * Undo of a delete (POST /journal/{id}/undo). The screen knows the record it deleted, not the
 * journal entry, so the call first reads the record's newest journal entry (its delete, or for a
 * discount the status change to DISABLED) and undoes that; the server checks it is a delete of
 * this admin's, recent and not undone yet, and answers 409 with the reason otherwise.
 */
export const undoApi = injectResource((build) => ({
  undoDelete: build.mutation<UndoResult, UndoTarget>({
    async queryFn({ entity, recordId }, _api, _extra, baseQuery) {
      const journal = await baseQuery(`/journal?entity=${entity}&id=${recordId}&size=1`);
      if (journal.error) return { error: journal.error as ApiError };
      const [entry] = (journal.data as JournalPage).entries;
      if (!entry) return { error: { status: 404, message: t("undoNoDelete") } satisfies ApiError };
      const undone = await baseQuery({ url: `/journal/${entry.id}/undo`, method: "POST" });
      if (undone.error) return { error: undone.error as ApiError };
      return { data: undone.data as UndoResult };
    },
    invalidatesTags: (result, _error, { entity }) => (result ? RESTORE_REACHES[entity] : []),
  }),
}));

export const { useUndoDeleteMutation } = undoApi;
