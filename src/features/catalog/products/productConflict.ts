import { t as screenT } from "../../../core/screenMessages";
import type { ConflictField } from "../../../ui/ConflictReview";
import { skipToken } from "@reduxjs/toolkit/query";
import { attributesApi } from "../../../core/resources/attributes";
import { brandsApi } from "../../../core/resources/brands";
import { categoriesApi } from "../../../core/resources/categories";
import { t } from "../messages";
import type { ProductDraft } from "./productValidation";

type Named = { id: number };

/** The names of ids from a cached list ("#12" for one the list does not hold, e.g. added meanwhile). */
const namesFrom =
  <Row extends Named>(rows: readonly Row[] | undefined, name: (row: Row) => string) =>
  (value: unknown): string => {
    const ids = Array.isArray(value) ? (value as number[]) : value === null ? [] : [value as number];
    return ids
      .map((id) => (rows ?? []).find((row) => row.id === id))
      .map((row, index) => (row ? name(row) : `#${ids[index]}`))
      .join(", ");
  };

/**
 * The fields a product's conflict review compares (issue 33), labelled as on the form; brands,
 * categories and attributes read by name from the lists the form has loaded already (read from
 * the cache only: the review asks the server for nothing more).
 */
export function useProductConflictFields(brandId: number | null): ConflictField<ProductDraft>[] {
  const brands = brandsApi.endpoints.brands.useQueryState();
  const categories = categoriesApi.endpoints.categoriesOfBrand.useQueryState(brandId ?? skipToken);
  const colors = attributesApi.endpoints.colors.useQueryState();
  const tags = attributesApi.endpoints.tags.useQueryState();
  const strengths = attributesApi.endpoints.nicotineStrengths.useQueryState();
  return [
    { key: "product_name", label: t("productName") },
    { key: "brandId", label: t("brandFilter"), show: namesFrom(brands.data, (row) => row.brand_name) },
    { key: "categoryId", label: t("categoryFilter"), show: namesFrom(categories.data, (row) => row.category_name) },
    { key: "price", label: t("b2cPrice") },
    { key: "comparedPrice", label: t("b2bPrice") },
    { key: "stock", label: t("inventory") },
    { key: "barCode", label: t("barcode") },
    { key: "description", label: t("description") },
    { key: "flavourIds", label: t("colors"), show: namesFrom(colors.data, (row) => row.flavour_name) },
    { key: "deviceIds", label: t("tags"), show: namesFrom(tags.data, (row) => row.device_name) },
    {
      key: "nicotineIds",
      label: t("nicotineStrengths"),
      show: namesFrom(strengths.data, (row) => `${row.nicotine_strength} ${row.unit}`),
    },
    { key: "published", label: t("published"), show: (value) => screenT(value ? "conflictYes" : "conflictNo") },
    {
      key: "images",
      label: t("productImages"),
      show: (value) =>
        (value as ProductDraft["images"]).map((image) => image.img_url.split("/").pop() ?? image.img_url).join(", "),
    },
  ];
}
