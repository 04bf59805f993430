import { skipToken } from "@reduxjs/toolkit/query";
import { useLocation, useParams, useSearchParams } from "react-router";
import { t } from "../messages";
import { RecordLoadState } from "../../../ui/RecordLoadState";
import { useProductQuery } from "../api";
import { useFreshRecord } from "../../../ui/useFreshRecord";
import { ProductEditor } from "./ProductEditor";
import type { ProductFormState } from "./productParts";
import { parseRecordId } from "../../../core/recordId";
import { RecordHistory } from "../../../ui/RecordHistory";
import { FRESH_FROM_STARTER_SECONDS } from "../../../core/area";
import { catalogPaths } from "../../../core/paths";

/**
 * /add-product/{categoryId}?brandId=… and /add-all-product, to add or (with ?id=) edit a product.
 * The product to edit arrives through navigation state; opened directly (reload, shared link)
 * it is loaded by id. Saving returns to the list the form was opened from.
 */
export function ProductForm() {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? null) as ProductFormState | null;
  const categoryId = parseRecordId(params.categoryId);
  const brandId = parseRecordId(search.get("brandId"));
  const editId = parseRecordId(search.get("id"));
  const passed = state?.product && state.product.id === editId ? state.product : undefined;
  // The server's record is asked for on every visit (by the route's starter at the click, not again
  // when the form mounts): it replaces the passed one unless typing began.
  const loaded = useProductQuery(editId ?? skipToken, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });
  const fresh = useFreshRecord(
    passed,
    loaded.data,
    {
      changed: t("recordChangedOnServer"),
      load: t("loadServerVersion"),
    },
    { live: { entity: "product", id: editId } },
  );
  const product = fresh.record;

  const fallback = categoryId
    ? catalogPaths.productsOfCategory(categoryId, { brandId: brandId || undefined, status: "PUBLISHED", page: 1 })
    : catalogPaths.allProducts({ status: "PUBLISHED", page: 1 });
  const returnTo = state?.from ?? fallback;

  if (editId !== null && !product) {
    return (
      <RecordLoadState
        error={loaded.error}
        errorTitle={t("errorFetchingProduct")}
        notFound={t("recordNotFound")}
        onRetry={loaded.refetch}
        skeletonHeight={120}
      />
    );
  }

  return (
    <>
      <div {...fresh.trackEdits}>
        {fresh.notice}
        <ProductEditor
          key={`${product?.id ?? "new"}-${fresh.version}`}
          product={product}
          fixed={categoryId ? { categoryId, brandId } : null}
          returnTo={returnTo}
        />
      </div>
      {product ? <RecordHistory entity="product" recordId={product.id} /> : null}
    </>
  );
}
