import { getConfig } from "../../core/config";
import { formatEuro } from "../../core/format";
import type { Discount } from "../../core/types";
import { targetNameOf } from "./discountForm";
import { t } from "./messages";

/** Product, Category, Brand, Coupon or Free shipping. */
export function kindLabel(type: Discount["discount_type"]): string {
  return t(`kind${type}`);
}

/** The target's name, the coupon's code, or "Every order" for free shipping. */
export function appliesTo(discount: Discount): string {
  if (discount.discount_type === "PROMO") return discount.code ?? "—";
  if (discount.discount_type === "TOTAL") return t("everyOrder");
  return (
    targetNameOf(discount) ??
    t("targetGone", { kind: kindLabel(discount.discount_type), id: discount.target_id ?? "?" })
  );
}

/** "10 %" or "€5.00"; free shipping says so. */
export function valueText(discount: Pick<Discount, "discount_type" | "percentage" | "fixed_amount">): string {
  if (discount.discount_type === "TOTAL") return t("freeShipping");
  if (discount.percentage !== null) {
    const number = new Intl.NumberFormat(getConfig().locale, { maximumFractionDigits: 2 }).format(discount.percentage);
    return `${number} %`;
  }
  return formatEuro(discount.fixed_amount);
}

/** What the list's search matches: the code and the target's name. */
export function searchText(discount: Discount): string {
  return [discount.code, targetNameOf(discount)].filter(Boolean).join(" ").toLowerCase();
}
