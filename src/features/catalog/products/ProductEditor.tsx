import { skipToken } from "@reduxjs/toolkit/query";
import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import type { ApiError } from "../../../core/api/apiError";
import { t } from "../messages";
import { notify } from "../../../core/notify";
import type { Product } from "../../../core/types";
import { Button } from "../../../ui/Button";
import { lazyPart } from "../../../ui/lazyPart";
import { MoneyField } from "../../../ui/MoneyField";
import { PageHeader } from "../../../ui/PageHeader";
import { LoadingRegion, Skeleton } from "../../../ui/States";
import { Checkbox, TextArea, TextField } from "../../../ui/TextField";
import { tokens } from "../../../ui/tokens";
import { useCategoryQuery, useCreateProductMutation, useUpdateProductMutation } from "../api";
import { ProductAttributes, ProductPlacement } from "./ProductChoices";
import { BackLink } from "../../../ui/BackLink";
import {
  digitsOnly,
  draftFromProduct,
  emptyDraft,
  toProductInput,
  validateDraft,
  type DraftProblem,
  type ProductDraft,
  type ProductField,
} from "./productValidation";
import { useUnsavedChangesGuard } from "./useUnsavedChangesGuard";
import { useConflictReview } from "../../../ui/ConflictReview";
import { useProductConflictFields } from "./productConflict";

// Image reordering (dnd-kit) loads beside the form rather than in its chunk: the fields show at once.
// It starts loading with this module (the form's route, at the click), not once the product has
// come and the form rendered: that waterfall cost the form about 60 ms. A failed load here is
// tried again when the part mounts, and shown there.
const ProductImages = lazyPart(() => import("./ProductImages").then((m) => m.ProductImages));
ProductImages.preload().catch(() => {});

/** Where the images go while their part loads: the same room, so the form does not jump. */
function ProductImagesFallback() {
  return (
    <LoadingRegion label={t("loading")}>
      <Skeleton $height={140} />
    </LoadingRegion>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  column-gap: 20px;
`;

const Panel = styled.div`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  padding: 20px;
  margin-bottom: 16px;
`;

const Hint = styled.p`
  margin: -8px 0 14px;
  font-size: 13px;
  color: ${tokens.muted};
`;

const Problem = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: ${tokens.radius};
  background: #fef3f2;
  color: ${tokens.danger};
  font-weight: 600;
`;

export interface ProductEditorProps {
  /** The product to edit; none to add one. */
  product?: Product;
  /** On /add-product/{categoryId} the category (and its brand) come from the route. */
  fixed: { categoryId: number; brandId: number | null } | null;
  returnTo: string;
}

/** The product form: every field, the rules, images, and the unsaved-changes guard. */
export function ProductEditor({ product, fixed, returnTo }: ProductEditorProps) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ProductDraft>(() =>
    product ? draftFromProduct(product) : emptyDraft(fixed?.brandId ?? null, fixed?.categoryId ?? null),
  );
  const [dirty, setDirty] = useState(false);
  // A save while images are still uploading would leave them out: Save waits for them.
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  const [createProduct, creation] = useCreateProductMutation();
  const [updateProduct, updating] = useUpdateProductMutation();
  // The category's name is shown, and its brand used when the link carries none.
  const fixedCategory = useCategoryQuery(fixed?.categoryId ?? skipToken);
  const guard = useUnsavedChangesGuard(dirty);
  const saving = creation.isLoading || updating.isLoading;

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setDirty(true);
  };

  // On a category's form the category is the route's, its brand the query's or the category's own.
  const effective: ProductDraft = fixed
    ? {
        ...draft,
        categoryId: fixed.categoryId,
        brandId: fixed.brandId ?? fixedCategory.data?.brand_id ?? draft.brandId,
      }
    : draft;

  const fieldError = (field: ProductField) => {
    if (!problem?.fields.includes(field)) return null;
    return problem.message === t("fillRequiredFields") ? t("requiredField") : problem.message;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(effective, { requireBrandAndCategory: true });
    setProblem(found);
    if (found) {
      notify.error(found.message);
      requestAnimationFrame(() => problemRef.current?.focus());
      return;
    }
    await send(effective);
  };

  /** Sends the draft; an update names the version the form was opened with (issue 33: If-Match). */
  const send = async (values: ProductDraft, version = product?.version) => {
    const body = toProductInput(values);
    try {
      if (product) await updateProduct({ id: product.id, body, version }).unwrap();
      else await createProduct(body).unwrap();
      notify.success(product ? t("productUpdated") : t("productAdded"));
      guard.leaveFreely();
      navigate(returnTo);
    } catch (failure) {
      // Changed meanwhile (412): the review shows both sides; everything typed stays.
      if (conflict.caught(failure, values, product)) return;
      // Everything typed and every image stays; only the reason is shown.
      const message = (failure as ApiError).message;
      notify.error(t("failedNamed", { failure: t("failedToSaveProduct"), name: values.product_name }), message);
      setProblem({ message: message || t("failedToSaveProduct"), fields: [] });
    }
  };

  const conflict = useConflictReview({
    fields: useProductConflictFields(effective.brandId),
    valuesOf: draftFromProduct,
    save: (merged: ProductDraft, version) => {
      setDraft(merged);
      return send(merged, version);
    },
  });

  return (
    <>
      {conflict.view}
      <form onSubmit={(event) => void save(event)} noValidate aria-labelledby={titleId}>
        <BackLink to={returnTo} aria-label={t("backToList")}>
          ← {t("backToList")}
        </BackLink>
        <PageHeader title={<span id={titleId}>{product ? t("editProductTitle") : t("addProductTitle")}</span>} />
        <Panel>
          <ProductImages
            fallback={<ProductImagesFallback />}
            images={draft.images}
            onChange={(images) => set("images", images)}
            invalid={Boolean(fieldError("images"))}
            onUploadingChange={setUploading}
          />
        </Panel>
        <Panel>
          <Grid>
            <TextField
              label={`${t("productName")} *`}
              name="product_name"
              value={draft.product_name}
              onChange={(event) => set("product_name", event.target.value)}
              error={fieldError("product_name")}
            />
            <ProductPlacement
              fixed={fixed}
              fixedCategoryName={fixedCategory.data?.category_name}
              brandId={effective.brandId}
              categoryId={effective.categoryId}
              onBrand={(brandId) => {
                setDraft((current) => ({ ...current, brandId, categoryId: null }));
                setDirty(true);
              }}
              onCategory={(categoryId) => set("categoryId", categoryId)}
              brandError={fieldError("brandId")}
              categoryError={fieldError("categoryId")}
            />
          </Grid>
          <ProductAttributes
            draft={draft}
            onChange={(key, ids) => set(key, ids)}
            invalidColours={Boolean(fieldError("flavourIds"))}
            invalidTags={Boolean(fieldError("deviceIds"))}
          />
          <Grid>
            <TextField
              label={`${t("inventory")} *`}
              name="stock"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={draft.stock}
              onChange={(event) => set("stock", event.target.value)}
              error={fieldError("stock")}
            />
            <MoneyField
              label={`${t("b2cPrice")} *`}
              name="price"
              value={draft.price}
              onChange={(event) => set("price", event.target.value)}
              error={fieldError("price")}
            />
            <div>
              <MoneyField
                label={t("b2bPrice")}
                name="compared_price"
                value={draft.comparedPrice}
                onChange={(event) => set("comparedPrice", event.target.value)}
                error={fieldError("comparedPrice")}
              />
              <Hint>{t("b2bPriceHint")}</Hint>
            </div>
            <TextField
              label={t("barcode")}
              name="bar_code"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              hint={t("barcodeHint")}
              value={draft.barCode}
              onChange={(event) => set("barCode", digitsOnly(event.target.value))}
            />
          </Grid>
          <TextArea
            label={t("description")}
            name="description"
            value={draft.description}
            onChange={(event) => set("description", event.target.value)}
          />
          <Checkbox
            label={t("published")}
            name="published"
            checked={draft.published}
            onChange={(event) => set("published", event.target.checked)}
            aria-describedby="product-published-hint"
          />
          <p id="product-published-hint" style={{ margin: "4px 0 0", fontSize: 13, color: tokens.muted }}>
            {t("publishedHint")}
          </p>
        </Panel>
        {problem ? (
          <Problem ref={problemRef} role="alert" tabIndex={-1}>
            {problem.message}
          </Problem>
        ) : null}
        <Button type="submit" busy={saving} disabled={uploading}>
          {saving ? t("saving") : product ? t("update") : t("submit")}
        </Button>
        {guard.dialog}
      </form>
    </>
  );
}
