import type { DiscountBody } from "../../core/resources/discounts";
import type { Discount } from "../../core/types";

/** The three forms: a product, category or brand discount; a coupon; free shipping. */
export type DiscountFormKind = "targeted" | "coupon" | "shipping";
export type TargetKind = "PRODUCT" | "CATEGORY" | "BRAND";
export type Audience = Discount["user_type"];

export interface TargetChoice {
  value: number;
  label: string;
}

/** What the operator typed, as typed (text fields stay text until saved, so nothing is lost). */
export interface DiscountFormValues {
  targetKind: TargetKind;
  target: TargetChoice | null;
  valueKind: "percentage" | "fixed";
  value: string;
  code: string;
  minOrder: string;
  limitUses: boolean;
  usesPerCustomer: string;
  userType: Audience | null;
  /** YYYY-MM-DD or null. */
  start: string | null;
  end: string | null;
}

// What the create and update calls take is the discounts resource's.
export type { DiscountBody } from "../../core/resources/discounts";

export type DiscountField = "target" | "value" | "code" | "minOrder" | "usesPerCustomer" | "userType" | "start" | "end";

/** Message keys per field (the screens turn them into text). */
export type DiscountErrorKey =
  | "chooseTarget"
  | "percentageRange"
  | "amountAboveZero"
  | "enterValue"
  | "codeRequired"
  | "codeFormat"
  | "minOrderRequired"
  | "minOrderNotNegative"
  | "usesWholeNumber"
  | "chooseBusinessType"
  | "startRequired"
  | "endRequired"
  | "endBeforeStart";

export type DiscountErrors = Partial<Record<DiscountField, DiscountErrorKey>>;

export const CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;

export function emptyValues(kind: DiscountFormKind): DiscountFormValues {
  return {
    targetKind: "PRODUCT",
    target: null,
    valueKind: "percentage",
    value: "",
    code: "",
    minOrder: "",
    limitUses: false,
    usesPerCustomer: "",
    userType: null,
    start: null,
    end: null,
    ...(kind === "shipping" ? { valueKind: "fixed" as const } : {}),
  };
}

/** A decimal typed with a dot or a comma; NaN when it is not a number. */
export function parseAmount(text: string): number {
  const trimmed = text.trim().replace(",", ".");
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Checks one form; an empty result means it can be sent. */
export function validateDiscount(kind: DiscountFormKind, values: DiscountFormValues): DiscountErrors {
  const errors: DiscountErrors = {};
  if (kind === "targeted" && !values.target) errors.target = "chooseTarget";
  if (kind !== "shipping") {
    const value = parseAmount(values.value);
    if (values.value.trim() === "") errors.value = "enterValue";
    else if (values.valueKind === "percentage" && !(value > 0 && value <= 100)) errors.value = "percentageRange";
    else if (values.valueKind === "fixed" && !(value > 0)) errors.value = "amountAboveZero";
  }
  if (kind === "coupon") {
    const code = values.code.trim().toUpperCase();
    if (!code) errors.code = "codeRequired";
    else if (!CODE_PATTERN.test(code)) errors.code = "codeFormat";
    if (values.limitUses) {
      const uses = Number(values.usesPerCustomer.trim());
      if (!/^\d+$/.test(values.usesPerCustomer.trim()) || uses < 1) errors.usesPerCustomer = "usesWholeNumber";
    }
  }
  if (kind === "shipping" && values.minOrder.trim() === "") errors.minOrder = "minOrderRequired";
  if (values.minOrder.trim() !== "" && !(parseAmount(values.minOrder) >= 0)) errors.minOrder = "minOrderNotNegative";
  if (!values.userType) errors.userType = "chooseBusinessType";
  if (!values.start) errors.start = "startRequired";
  if (!values.end) errors.end = "endRequired";
  else if (values.start && values.end < values.start) errors.end = "endBeforeStart";
  return errors;
}

/** The request body of a valid form: exactly one of percentage and fixed_amount, the other null. */
export function toDiscountBody(kind: DiscountFormKind, values: DiscountFormValues): DiscountBody {
  const value = kind === "shipping" ? null : parseAmount(values.value);
  const minOrder = values.minOrder.trim() === "" ? null : parseAmount(values.minOrder);
  return {
    discount_type: kind === "targeted" ? values.targetKind : kind === "coupon" ? "PROMO" : "TOTAL",
    target_id: kind === "targeted" ? (values.target?.value ?? null) : null,
    user_type: values.userType ?? "BOTH",
    start_date: values.start ?? "",
    end_date: values.end ?? "",
    percentage: value !== null && values.valueKind === "percentage" ? value : null,
    fixed_amount: value !== null && values.valueKind === "fixed" ? value : null,
    code: kind === "coupon" ? values.code.trim().toUpperCase() : null,
    number_of_uses_per_user: kind === "coupon" && values.limitUses ? Number(values.usesPerCustomer.trim()) : null,
    min_order_price: kind === "targeted" ? null : minOrder,
  };
}

/** The form a discount is edited in. */
export function formKindOf(type: Discount["discount_type"]): DiscountFormKind {
  return type === "PROMO" ? "coupon" : type === "TOTAL" ? "shipping" : "targeted";
}

/** The name of a discount's target as the server sent it (null when the target is gone). */
export function targetNameOf(discount: Discount): string | null {
  if (discount.discount_type === "PRODUCT") return discount.product?.product_name ?? null;
  if (discount.discount_type === "CATEGORY") return discount.category?.category_name ?? null;
  if (discount.discount_type === "BRAND") return discount.brand?.brand_name ?? null;
  return null;
}

const amountText = (value: number | null) => (value === null ? "" : String(value));

/** A saved discount as form values (the edit form starts from these). */
export function valuesOf(discount: Discount): DiscountFormValues {
  const targeted = formKindOf(discount.discount_type) === "targeted";
  return {
    targetKind: targeted ? (discount.discount_type as TargetKind) : "PRODUCT",
    target:
      targeted && discount.target_id !== null
        ? { value: discount.target_id, label: targetNameOf(discount) ?? `#${discount.target_id}` }
        : null,
    valueKind: discount.fixed_amount !== null ? "fixed" : "percentage",
    value: amountText(discount.percentage ?? discount.fixed_amount),
    code: discount.code ?? "",
    minOrder: amountText(discount.min_order_price),
    limitUses: discount.number_of_uses_per_user !== null,
    usesPerCustomer: amountText(discount.number_of_uses_per_user),
    userType: discount.user_type,
    start: discount.start_date.slice(0, 10),
    end: discount.end_date.slice(0, 10),
  };
}
