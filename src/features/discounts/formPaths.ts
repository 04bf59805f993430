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
  return discountsPaths.edit(discount);
}
