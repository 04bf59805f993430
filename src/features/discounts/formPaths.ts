import { discountsPaths } from "../../core/paths";
import type { Discount } from "../../core/types";

/** The form each kind is created and edited in (spec paths, /discount/shiping as written there). */
export const FORM_PATHS = {
  targeted: discountsPaths.targetedForm(),
  coupon: discountsPaths.couponForm(),
  shipping: discountsPaths.shippingForm(),
} as const;

/** Where a discount is edited: its form with `?id=`, so a reload reopens it. */
export function editPathOf(discount: Pick<Discount, "id" | "discount_type">): string {
  const form =
    discount.discount_type === "PROMO"
      ? FORM_PATHS.coupon
      : discount.discount_type === "TOTAL"
        ? FORM_PATHS.shipping
        : FORM_PATHS.targeted;
  return `${form}?id=${discount.id}`;
}
