import { Type } from "@sinclair/typebox";
import { Envelope, IdParams, operation, Ref } from "./common.js";
import { Discount } from "./settings.js";

/** An unused coupon code the server proposes (the form's Generate button). */
export const DiscountCodeSuggestion = Type.Object(
  { code: Type.String({ description: "Upper-case letters and digits, not used by any discount not deleted" }) },
  { $id: "DiscountCodeSuggestion" },
);

/** The discount routes added beside the spec's calls (the spec's own are in settings.ts). */
export const discountExtraSchemas = {
  byId: operation({
    operationId: "getDiscount",
    tag: "discounts",
    access: "backOffice",
    summary: "One discount not deleted, with its target (addition: the edit form opened by link)",
    params: IdParams,
    response: { 200: Envelope(Ref(Discount)) },
    errors: [404],
  }),
  suggestCode: operation({
    operationId: "suggestDiscountCode",
    tag: "discounts",
    access: "backOffice",
    summary: "A readable coupon code no discount uses (addition: the coupon form's Generate)",
    response: { 200: Envelope(Ref(DiscountCodeSuggestion)) },
  }),
};
