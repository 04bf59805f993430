import type { Discount } from "../../core/types";

/** What the overlap rule needs of the discount being saved (its id when it is an edit). */
export type OverlapCandidate = Pick<
  Discount,
  "discount_type" | "target_id" | "user_type" | "start_date" | "end_date"
> & { id?: number };

const TARGETED = new Set<Discount["discount_type"]>(["PRODUCT", "CATEGORY", "BRAND"]);

/** B2B and B2C never meet; BOTH meets either. */
export function audiencesMeet(a: Discount["user_type"], b: Discount["user_type"]): boolean {
  return a === b || a === "BOTH" || b === "BOTH";
}

/**
 * Two discounts overlap when they apply to the same thing (the same product, category or brand;
 * for coupons and free shipping, the same kind), to customers of a business type both reach, on
 * at least one common day (both ends included), and the other one is active. The discount itself
 * (same id) never overlaps.
 */
export function overlaps(candidate: OverlapCandidate, other: Discount): boolean {
  if (candidate.id !== undefined && candidate.id === other.id) return false;
  if (other.status !== "ACTIVE") return false;
  if (other.discount_type !== candidate.discount_type) return false;
  if (TARGETED.has(candidate.discount_type) && other.target_id !== candidate.target_id) return false;
  if (!audiencesMeet(candidate.user_type, other.user_type)) return false;
  return other.start_date.slice(0, 10) <= candidate.end_date && candidate.start_date <= other.end_date.slice(0, 10);
}

export function findOverlaps(candidate: OverlapCandidate, discounts: readonly Discount[]): Discount[] {
  return discounts.filter((other) => overlaps(candidate, other));
}
