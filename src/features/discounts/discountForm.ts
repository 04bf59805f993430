import { moneyText, readMoney } from "../../core/money";
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
  | "percentageNotANumber"
  | "amountUnreadable"
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

/** The spec's default locale, for callers (tests) that do not say which. */
const DEFAULT_LOCALE = "en-IE";

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

/**
 * A percentage typed as a plain number, with a dot or a comma as the decimal mark ("12.5", "12,5");
 * NaN for anything else ("12,5%", "12.5.0", "ten"), which the field then calls not a number.
 * Percentages are not money: no grouping, no currency, no reading by locale needed.
 */
export function parsePercentage(text: string): number {
  const trimmed = text.trim();
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN;
}

/** An amount in euros as the operator's locale writes it (core/money.ts), or null when it is not one amount. */
function moneyAmount(text: string, locale: string): number | null {
  const reading = readMoney(text, locale);
  return reading.ok ? reading.amount : null;
}

/** Checks one form; an empty result means it can be sent. */
export function validateDiscount(
  kind: DiscountFormKind,
  values: DiscountFormValues,
  locale = DEFAULT_LOCALE,
): DiscountErrors {
  const errors: DiscountErrors = {};
  if (kind === "targeted" && !values.target) errors.target = "chooseTarget";
  if (kind !== "shipping") {
    if (values.value.trim() === "") errors.value = "enterValue";
    else if (values.valueKind === "percentage") {
      const percentage = parsePercentage(values.value);
      if (Number.isNaN(percentage)) errors.value = "percentageNotANumber";
      else if (!(percentage > 0 && percentage <= 100)) errors.value = "percentageRange";
    } else {
      const amount = moneyAmount(values.value, locale);
      if (amount === null) errors.value = "amountUnreadable";
      else if (!(amount > 0)) errors.value = "amountAboveZero";
    }
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
  // Money is never negative once read: "-5" is refused as unreadable, with the field saying why.
  if (values.minOrder.trim() !== "" && moneyAmount(values.minOrder, locale) === null)
    errors.minOrder = "amountUnreadable";
  if (!values.userType) errors.userType = "chooseBusinessType";
  if (!values.start) errors.start = "startRequired";
  if (!values.end) errors.end = "endRequired";
  else if (values.start && values.end < values.start) errors.end = "endBeforeStart";
  return errors;
}

/** The request body of a valid form: exactly one of percentage and fixed_amount, the other null. */
export function toDiscountBody(
  kind: DiscountFormKind,
  values: DiscountFormValues,
  locale = DEFAULT_LOCALE,
): DiscountBody {
  const value =
    kind === "shipping"
      ? null
      : values.valueKind === "percentage"
        ? parsePercentage(values.value)
        : moneyAmount(values.value, locale);
  const minOrder = values.minOrder.trim() === "" ? null : moneyAmount(values.minOrder, locale);
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

const numberText = (value: number | null) => (value === null ? "" : String(value));

/** A saved discount as form values (the edit form starts from these); amounts in the locale's own marks. */
export function valuesOf(discount: Discount, locale = DEFAULT_LOCALE): DiscountFormValues {
  const targeted = formKindOf(discount.discount_type) === "targeted";
  return {
    targetKind: targeted ? (discount.discount_type as TargetKind) : "PRODUCT",
    target:
      targeted && discount.target_id !== null
        ? { value: discount.target_id, label: targetNameOf(discount) ?? `#${discount.target_id}` }
        : null,
    valueKind: discount.fixed_amount !== null ? "fixed" : "percentage",
    value: discount.fixed_amount !== null ? moneyText(discount.fixed_amount, locale) : numberText(discount.percentage),
    code: discount.code ?? "",
    minOrder: moneyText(discount.min_order_price, locale),
    limitUses: discount.number_of_uses_per_user !== null,
    usesPerCustomer: numberText(discount.number_of_uses_per_user),
    userType: discount.user_type,
    start: discount.start_date.slice(0, 10),
    end: discount.end_date.slice(0, 10),
  };
}
