import { skipToken } from "@reduxjs/toolkit/query";
import { t } from "../messages";
import { NativeSelect } from "../../../ui/NativeSelect";
import { FieldWrapper, Label } from "../../../ui/TextField";
import {
  useBrandsQuery,
  useCategoriesOfBrandQuery,
  useTagsQuery,
  useColorsQuery,
  useNicotineStrengthsQuery,
} from "../api";
import { ChoicePicker } from "./ChoicePicker";
import type { ProductDraft } from "./productValidation";

/**
 * Brand and category: chosen on the general form (the category list follows the brand), given
 * by the route on a category's form.
 */
export function ProductPlacement({
  fixed,
  fixedCategoryName,
  brandId,
  categoryId,
  onBrand,
  onCategory,
  brandError,
  categoryError,
}: {
  fixed: { categoryId: number } | null;
  fixedCategoryName?: string;
  brandId: number | null;
  categoryId: number | null;
  onBrand: (brandId: number | null) => void;
  onCategory: (categoryId: number | null) => void;
  brandError: string | null;
  categoryError: string | null;
}) {
  const brands = useBrandsQuery(undefined, { skip: fixed !== null });
  const categories = useCategoriesOfBrandQuery(fixed === null ? (brandId ?? skipToken) : skipToken);
  if (fixed) {
    return fixedCategoryName ? (
      <FieldWrapper>
        <Label as="span">{t("columnCategory")}</Label>
        <span>{fixedCategoryName}</span>
      </FieldWrapper>
    ) : null;
  }
  return (
    <>
      <NativeSelect<number>
        label={`${t("brandFilter")} *`}
        placeholder={brands.isError ? t("errorFetchingOptions") : t("selectBrand")}
        options={(brands.data ?? []).map((brand) => ({ value: brand.id, label: brand.brand_name }))}
        value={brandId}
        onChange={onBrand}
        error={brandError}
      />
      <NativeSelect<number>
        label={`${t("categoryFilter")} *`}
        placeholder={categories.isError ? t("errorFetchingOptions") : t("selectCategory")}
        options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.category_name }))}
        value={categoryId}
        onChange={onCategory}
        disabled={brandId === null}
        error={categoryError}
      />
    </>
  );
}

type ChoiceKey = "flavourIds" | "deviceIds" | "nicotineIds";

/** Colors (flavours in the API), tags (devices) and nicotine strengths, each added once. */
export function ProductAttributes({
  draft,
  onChange,
  invalidColours,
  invalidTags,
}: {
  draft: ProductDraft;
  onChange: (key: ChoiceKey, ids: number[]) => void;
  invalidColours: boolean;
  invalidTags: boolean;
}) {
  const colors = useColorsQuery();
  const tags = useTagsQuery();
  const nicotineStrengths = useNicotineStrengthsQuery();
  return (
    <>
      <ChoicePicker
        label={t("colors")}
        addLabel={t("productAddColour")}
        required
        invalid={invalidColours}
        loadFailed={colors.isError}
        options={(colors.data ?? []).map((item) => ({ value: item.id, label: item.flavour_name }))}
        chosen={draft.flavourIds}
        onChange={(ids) => onChange("flavourIds", ids)}
      />
      <ChoicePicker
        label={t("tags")}
        addLabel={t("productAddTag")}
        required
        invalid={invalidTags}
        loadFailed={tags.isError}
        options={(tags.data ?? []).map((item) => ({ value: item.id, label: item.device_name }))}
        chosen={draft.deviceIds}
        onChange={(ids) => onChange("deviceIds", ids)}
      />
      <ChoicePicker
        label={t("nicotineStrengths")}
        addLabel={t("productAddNicotine")}
        loadFailed={nicotineStrengths.isError}
        options={(nicotineStrengths.data ?? []).map((item) => ({
          value: item.id,
          label: `${item.nicotine_strength} ${item.unit}`.trim(),
        }))}
        chosen={draft.nicotineIds}
        onChange={(ids) => onChange("nicotineIds", ids)}
      />
    </>
  );
}
