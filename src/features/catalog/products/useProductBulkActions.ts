import type { BulkProgress, BulkTarget } from "../../../core/api/bulkStream";
import type { ProductsBulkBody, ProductsFilter } from "../../../core/resources/products";
import type { BulkAction } from "../../../ui/useBulkSelection";
import { useBulkProductsMutation } from "../api";
import { t } from "../messages";

/** The product lists' bulk actions: publish, unpublish, delete. */
export function useProductBulkActions(): BulkAction<ProductsFilter>[] {
  const [bulk] = useBulkProductsMutation();
  const act =
    (action: ProductsBulkBody["action"]) =>
    (target: BulkTarget<ProductsFilter>, onProgress: (progress: BulkProgress) => void) =>
      bulk({ body: { action, ...target }, onProgress }).unwrap();
  return [
    {
      id: "publish",
      label: t("publishProducts"),
      title: (count) => t("publishProductsTitle", count),
      done: (count) => t("productsPublished", count),
      run: act("PUBLISH"),
    },
    {
      id: "unpublish",
      label: t("unpublishProducts"),
      title: (count) => t("unpublishProductsTitle", count),
      done: (count) => t("productsUnpublished", count),
      run: act("UNPUBLISH"),
    },
    {
      id: "delete",
      label: t("delete"),
      danger: true,
      title: (count) => t("deleteProductsTitle", count),
      done: (count) => t("productsDeleted", count),
      run: act("DELETE"),
    },
  ];
}
