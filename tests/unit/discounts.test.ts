import { describe, expect, test } from "vitest";
import type { Discount } from "../../src/core/types";
import {
  emptyValues,
  toDiscountBody,
  validateDiscount,
  valuesOf,
  type DiscountFormValues,
} from "../../src/features/discounts/discountForm";
import { findOverlaps, overlaps } from "../../src/features/discounts/overlap";
import { daysBetween, relativeDays, scheduleOf, todayIso } from "../../src/features/discounts/schedule";

const discount = (fields: Partial<Discount> = {}): Discount => ({
  id: 1,
  discount_type: "PRODUCT",
  code: null,
  target_id: 7,
  percentage: 10,
  fixed_amount: null,
  min_order_price: null,
  number_of_uses_per_user: null,
  user_type: "B2C",
  start_date: "2026-03-01",
  end_date: "2026-03-31",
  status: "ACTIVE",
  created_at: "2026-01-01T00:00:00.000Z",
  product: { id: 7, product_name: "Mango pod" },
  category: null,
  brand: null,
  ...fields,
});

describe("schedule state", () => {
  test("Scheduled before the start day, with the days until it", () => {
    expect(scheduleOf(discount(), "2026-02-27")).toEqual({ state: "SCHEDULED", days: 2 });
    expect(scheduleOf(discount(), "2026-02-28")).toEqual({ state: "SCHEDULED", days: 1 });
  });
  test("Running from the start day through the end day, both included, with the days left", () => {
    expect(scheduleOf(discount(), "2026-03-01")).toEqual({ state: "RUNNING", days: 30 });
    expect(scheduleOf(discount(), "2026-03-30")).toEqual({ state: "RUNNING", days: 1 });
    expect(scheduleOf(discount(), "2026-03-31")).toEqual({ state: "RUNNING", days: 0 });
  });
  test("Ended the day after the end day", () => {
    expect(scheduleOf(discount(), "2026-04-01")).toEqual({ state: "ENDED", days: -1 });
  });
  test("Inactive whenever the status is not ACTIVE, whatever the dates", () => {
    expect(scheduleOf(discount({ status: "INACTIVE" }), "2026-03-10")).toEqual({ state: "INACTIVE", days: null });
    expect(scheduleOf(discount({ status: "INACTIVE" }), "2026-01-10").state).toBe("INACTIVE");
  });
  test("day counts cross month ends and daylight-saving changes as whole days", () => {
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2); // EU clocks change on 29 March 2026
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysBetween("2026-03-02", "2026-03-01")).toBe(-1);
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });
  test("relative hints in the element's locale", () => {
    expect(relativeDays(2, "en-IE")).toBe("in 2 days");
    expect(relativeDays(1, "en-IE")).toBe("tomorrow");
    expect(relativeDays(0, "en-IE")).toBe("today");
    expect(relativeDays(-3, "en-IE")).toBe("3 days ago");
    expect(relativeDays(1, "de-DE")).toBe("morgen");
  });
});

describe("overlap rule", () => {
  const candidate = {
    discount_type: "PRODUCT" as const,
    target_id: 7,
    user_type: "B2C" as const,
    start_date: "2026-03-31",
    end_date: "2026-04-10",
  };
  test("same target, a business type both reach and one common day overlap", () => {
    expect(overlaps(candidate, discount())).toBe(true);
    expect(overlaps({ ...candidate, user_type: "BOTH" }, discount())).toBe(true);
    expect(overlaps(candidate, discount({ user_type: "BOTH" }))).toBe(true);
  });
  test("no common day, another target, the other business type or an inactive one do not", () => {
    expect(overlaps({ ...candidate, start_date: "2026-04-01" }, discount())).toBe(false);
    expect(overlaps({ ...candidate, end_date: "2026-02-28", start_date: "2026-02-01" }, discount())).toBe(false);
    expect(overlaps({ ...candidate, target_id: 8 }, discount())).toBe(false);
    expect(overlaps({ ...candidate, discount_type: "BRAND" }, discount())).toBe(false);
    expect(overlaps({ ...candidate, user_type: "B2B" }, discount())).toBe(false);
    expect(overlaps(candidate, discount({ status: "INACTIVE" }))).toBe(false);
  });
  test("a discount never overlaps itself (an edit)", () => {
    expect(overlaps({ ...candidate, id: 1 }, discount())).toBe(false);
    expect(overlaps({ ...candidate, id: 2 }, discount())).toBe(true);
  });
  test("coupons and free shipping overlap by kind, whatever the target", () => {
    const coupon = discount({ discount_type: "PROMO", target_id: null, code: "SPRING", product: null });
    const newCoupon = { ...candidate, discount_type: "PROMO" as const, target_id: null };
    expect(overlaps(newCoupon, coupon)).toBe(true);
    expect(overlaps({ ...newCoupon, discount_type: "TOTAL" }, coupon)).toBe(false);
    expect(findOverlaps(newCoupon, [coupon, discount(), discount({ id: 3, discount_type: "TOTAL" })])).toEqual([
      coupon,
    ]);
  });
});

describe("form validators and the body sent", () => {
  const filled = (fields: Partial<DiscountFormValues> = {}): DiscountFormValues => ({
    ...emptyValues("coupon"),
    code: "spring5",
    value: "5",
    userType: "B2B",
    start: "2026-03-01",
    end: "2026-03-31",
    ...fields,
  });

  test("an empty form names every missing field", () => {
    expect(validateDiscount("targeted", emptyValues("targeted"))).toEqual({
      target: "chooseTarget",
      value: "enterValue",
      userType: "chooseBusinessType",
      start: "startRequired",
      end: "endRequired",
    });
    expect(validateDiscount("shipping", emptyValues("shipping"))).toMatchObject({ minOrder: "minOrderRequired" });
    expect(validateDiscount("coupon", emptyValues("coupon"))).toMatchObject({ code: "codeRequired" });
  });
  test("percentage above 0 and at most 100; an amount above 0", () => {
    expect(validateDiscount("coupon", filled({ value: "0" })).value).toBe("percentageRange");
    expect(validateDiscount("coupon", filled({ value: "100.5" })).value).toBe("percentageRange");
    expect(validateDiscount("coupon", filled({ value: "100" })).value).toBeUndefined();
    expect(validateDiscount("coupon", filled({ value: "abc" })).value).toBe("percentageNotANumber");
    expect(validateDiscount("coupon", filled({ value: "12,5%" })).value).toBe("percentageNotANumber");
    expect(validateDiscount("coupon", filled({ value: "12.5.0" })).value).toBe("percentageNotANumber");
    expect(validateDiscount("coupon", filled({ value: "12,5" })).value).toBeUndefined();
    expect(validateDiscount("coupon", filled({ valueKind: "fixed", value: "0" })).value).toBe("amountAboveZero");
    expect(validateDiscount("coupon", filled({ valueKind: "fixed", value: "250" })).value).toBeUndefined();
    expect(validateDiscount("coupon", filled({ valueKind: "fixed", value: "2,50" })).value).toBeUndefined();
  });
  test("money is read in the operator's locale and ambiguous text is refused, never guessed", () => {
    const fixed = (value: string, locale?: string) =>
      toDiscountBody("coupon", filled({ valueKind: "fixed", value }), locale).fixed_amount;
    expect(fixed("1,390.50")).toBe(1390.5);
    expect(fixed("1.390,50", "de-DE")).toBe(1390.5);
    expect(fixed("1 390,50", "fr-FR")).toBe(1390.5);
    expect(fixed("12,5")).toBe(12.5);
    expect(validateDiscount("coupon", filled({ valueKind: "fixed", value: "1.390" }), "fr-FR").value).toBe(
      "amountUnreadable",
    );
    expect(validateDiscount("coupon", filled({ minOrder: "-5" })).minOrder).toBe("amountUnreadable");
    expect(toDiscountBody("shipping", filled({ minOrder: "1.390,50" }), "de-DE").min_order_price).toBe(1390.5);
  });
  test("the end is not before the start; the code and the use limit have their formats", () => {
    expect(validateDiscount("coupon", filled({ end: "2026-02-28" })).end).toBe("endBeforeStart");
    expect(validateDiscount("coupon", filled({ end: "2026-03-01" })).end).toBeUndefined();
    expect(validateDiscount("coupon", filled({ code: "a b" })).code).toBe("codeFormat");
    expect(validateDiscount("coupon", filled({ code: "ab" })).code).toBe("codeFormat");
    expect(validateDiscount("coupon", filled({ limitUses: true, usesPerCustomer: "0" })).usesPerCustomer).toBe(
      "usesWholeNumber",
    );
    expect(validateDiscount("coupon", filled({ limitUses: true, usesPerCustomer: "1.5" })).usesPerCustomer).toBe(
      "usesWholeNumber",
    );
    expect(validateDiscount("coupon", filled({ limitUses: false, usesPerCustomer: "0" }))).toEqual({});
  });
  test("exactly one of percentage and fixed_amount is sent, the other null; no limit is null", () => {
    expect(toDiscountBody("coupon", filled())).toEqual({
      discount_type: "PROMO",
      target_id: null,
      user_type: "B2B",
      start_date: "2026-03-01",
      end_date: "2026-03-31",
      percentage: 5,
      fixed_amount: null,
      code: "SPRING5",
      number_of_uses_per_user: null,
      min_order_price: null,
    });
    expect(
      toDiscountBody("coupon", filled({ valueKind: "fixed", value: "2,5", limitUses: true, usesPerCustomer: "3" })),
    ).toMatchObject({ percentage: null, fixed_amount: 2.5, number_of_uses_per_user: 3 });
    expect(
      toDiscountBody("targeted", filled({ targetKind: "BRAND", target: { value: 4, label: "Nimbus" }, minOrder: "9" })),
    ).toMatchObject({ discount_type: "BRAND", target_id: 4, code: null, min_order_price: null });
    expect(toDiscountBody("shipping", filled({ minOrder: "75" }))).toMatchObject({
      discount_type: "TOTAL",
      percentage: null,
      fixed_amount: null,
      min_order_price: 75,
      code: null,
    });
  });
  test("a saved discount reads back into the same form values", () => {
    const saved = discount({ fixed_amount: 3, percentage: null, number_of_uses_per_user: 2 });
    const values = valuesOf(saved);
    expect(valuesOf(saved, "fr-FR").value).toBe("3,00");
    expect(values).toMatchObject({
      targetKind: "PRODUCT",
      target: { value: 7, label: "Mango pod" },
      valueKind: "fixed",
      value: "3.00",
      limitUses: true,
      usesPerCustomer: "2",
      userType: "B2C",
      start: "2026-03-01",
      end: "2026-03-31",
    });
    expect(toDiscountBody("targeted", values)).toMatchObject({ target_id: 7, fixed_amount: 3, percentage: null });
  });
});
