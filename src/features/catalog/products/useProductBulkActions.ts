import type { ProductsFilter } from "../../../core/resources/products";
import { bulkActionsOf } from "../../../ui/bulkActions";
import type { BulkAction } from "../../../ui/useBulkSelection";
import { useBulkProductsMutation } from "../api";
import { t } from "../messages";

/** What each bulk action sends as its action to the products' bulk call (the call's body type checks it). */
const SENT = { publish: "PUBLISH", unpublish: "UNPUBLISH", delete: "DELETE" } as const;

/** The product lists' bulk actions: publish, unpublish, delete. */
export function useProductBulkActions(): BulkAction<ProductsFilter>[] {
  const [bulk] = useBulkProductsMutation();
  return bulkActionsOf<ProductsFilter, keyof typeof SENT, Parameters<typeof t>[0]>(
    t,
    {
      publish: { label: "publishProducts", title: "publishProductsTitle", done: "productsPublished" },
      unpublish: { label: "unpublishProducts", title: "unpublishProductsTitle", done: "productsUnpublished" },
      delete: { label: "delete", danger: true, title: "deleteProductsTitle", done: "productsDeleted" },
    },
    (id, target, onProgress) => bulk({ body: { action: SENT[id], ...target }, onProgress }).unwrap(),
  );
}
