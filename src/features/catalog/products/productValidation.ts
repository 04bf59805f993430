import { getConfig } from "../../../core/config";
import { moneyText } from "../../../core/money";
import { moneyError, readMoneyText } from "../../../ui/MoneyField";
import { t } from "../messages";
import type { Product, ProductInput } from "../../../core/types";
import { imagesInOrder, withDisplayOrder } from "./imageOrder";

/** What the product form holds while the operator edits (numbers stay text until saving; prices as typed, read in the locale). */
export interface ProductDraft {
  product_name: string;
  brandId: number | null;
  categoryId: number | null;
  description: string;
  flavourIds: number[];
  deviceIds: number[];
  nicotineIds: number[];
  stock: string;
  comparedPrice: string;
  price: string;
  barCode: string;
  published: boolean;
  images: { id: number; img_url: string }[];
}

export type ProductField =
  | "images"
  | "product_name"
  | "flavourIds"
  | "deviceIds"
  | "stock"
  | "price"
  | "comparedPrice"
  | "brandId"
  | "categoryId";

/** The first rule the draft breaks: the message to show and the fields to mark. */
export interface DraftProblem {
  message: string;
  fields: ProductField[];
}

export function emptyDraft(brandId: number | null = null, categoryId: number | null = null): ProductDraft {
  return {
    product_name: "",
    brandId,
    categoryId,
    description: "",
    flavourIds: [],
    deviceIds: [],
    nicotineIds: [],
    stock: "",
    comparedPrice: "",
    price: "",
    barCode: "",
    // A new product is a draft until the operator ticks Published.
    published: false,
    images: [],
  };
}

export function draftFromProduct(product: Product): ProductDraft {
  return {
    product_name: product.product_name,
    brandId: product.brand_id,
    categoryId: product.category_id,
    description: product.description ?? "",
    flavourIds: product.productFlavours.map((link) => link.flavor_id),
    deviceIds: product.productDevices.map((link) => link.device_id),
    nicotineIds: product.productNicotines.map((link) => link.nicotine_id),
    stock: String(product.stock),
    comparedPrice: moneyText(product.compared_price, getConfig().locale),
    price: moneyText(product.price, getConfig().locale),
    barCode: product.bar_code ?? "",
    published: product.status === "PUBLISHED",
    images: imagesInOrder(product.productImages),
  };
}

/** A colour, tag or strength chosen twice is ignored. */
export function addOnce(list: readonly number[], id: number): number[] {
  return list.includes(id) ? [...list] : [...list, id];
}

/** The barcode is numeric but kept as text, so leading zeros survive. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, "");

const isBlank = (value: string) => value.trim() === "";
const asNumber = (value: string) => Number(value.trim());
/** A price as typed, read in the operator's locale ("13,90" is 13.9, never 1390); NaN when it is not one amount. */
const amountOf = (text: string) => {
  const reading = readMoneyText(text);
  return reading.ok ? reading.amount : NaN;
};

/**
 * The product rules, in the order their messages come: at least 2 images, then the required
 * fields (name, a colour, a tag, inventory, B2C price), then brand and category when creating;
 * then that the numbers are numbers. The B2B price is optional (docs/decisions.md, "The B2B
 * price is optional").
 */
export function validateDraft(
  draft: ProductDraft,
  { requireBrandAndCategory }: { requireBrandAndCategory: boolean },
): DraftProblem | null {
  const problem = (message: string, fields: ProductField[]): DraftProblem => ({ message, fields });
  if (draft.images.length < 2) return problem(t("selectAtLeastTwoImages"), ["images"]);
  const missing: ProductField[] = [];
  if (isBlank(draft.product_name)) missing.push("product_name");
  if (draft.flavourIds.length === 0) missing.push("flavourIds");
  if (draft.deviceIds.length === 0) missing.push("deviceIds");
  if (isBlank(draft.stock)) missing.push("stock");
  if (isBlank(draft.price)) missing.push("price");
  if (missing.length) return problem(t("fillRequiredFields"), missing);
  if (requireBrandAndCategory && (!draft.brandId || !draft.categoryId)) {
    const fields: ProductField[] = [];
    if (!draft.brandId) fields.push("brandId");
    if (!draft.categoryId) fields.push("categoryId");
    return problem(t("selectCategoryAndBrand"), fields);
  }
  const stock = asNumber(draft.stock);
  if (!Number.isInteger(stock) || stock < 0) return problem(t("stockMustBeWhole"), ["stock"]);
  // Text that is not exactly one amount ("1.390": 1.39 or 1390?) is refused with the field's own message.
  const priceRefused = moneyError(draft.price);
  if (priceRefused) return problem(priceRefused, ["price"]);
  if (!(amountOf(draft.price) > 0)) return problem(t("priceMustBePositive"), ["price"]);
  const comparedRefused = moneyError(draft.comparedPrice);
  if (comparedRefused) return problem(comparedRefused, ["comparedPrice"]);
  return null;
}

/** The request body for a draft that passed validateDraft. */
export function toProductInput(draft: ProductDraft): ProductInput {
  return {
    product_name: draft.product_name.trim(),
    brand_id: draft.brandId ?? 0,
    category_id: draft.categoryId ?? 0,
    description: draft.description.trim(),
    flavour_ids: draft.flavourIds,
    device_ids: draft.deviceIds,
    nicotine_ids: draft.nicotineIds,
    stock: asNumber(draft.stock),
    compared_price: isBlank(draft.comparedPrice) ? null : amountOf(draft.comparedPrice),
    price: amountOf(draft.price),
    bar_code: isBlank(draft.barCode) ? null : digitsOnly(draft.barCode),
    status: draft.published ? "PUBLISHED" : "DRAFT",
    images: withDisplayOrder(draft.images),
  };
}
