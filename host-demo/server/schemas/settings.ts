import { idParams } from "./common.js";

export const tagged = (tag: string, summary: string, extra: object = {}) => ({ tags: [tag], summary, ...extra });
const text = (maxLength: number) => ({ type: "string", maxLength }) as const;
const id = { type: "integer", minimum: 1, maximum: 2147483647 } as const;

export const shippingBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    title: text(200),
    description: text(5000),
    price: { type: ["number", "null"], minimum: 0, maximum: 1_000_000 },
    image: text(2000),
  },
} as const;

export const faqBody = {
  type: "object",
  additionalProperties: false,
  properties: { question: text(1000), answer: text(10000) },
} as const;

export const faqUpdateBody = {
  type: "object",
  additionalProperties: false,
  properties: { status: { type: "string", enum: ["ACTIVE", "INACTIVE"] }, question: text(1000), answer: text(10000) },
} as const;

export const bannerBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    title: text(200),
    target_type: { type: ["string", "null"], enum: ["PRODUCT", "CATEGORY", "BRAND", null] },
    target_id: { type: ["integer", "null"], minimum: 1, maximum: 2147483647 },
    img_url: text(2000),
  },
} as const;

export const nameBody = (extra: Record<string, object> = {}) =>
  ({ type: "object", additionalProperties: false, properties: { name: text(200), ...extra } }) as const;

export const discountBody = {
  type: "object",
  required: ["discount_type", "user_type", "start_date", "end_date"],
  additionalProperties: false,
  properties: {
    discount_type: { type: "string", enum: ["PROMO", "PRODUCT", "CATEGORY", "BRAND", "TOTAL"] },
    target_id: { type: ["integer", "null"], minimum: 1, maximum: 2147483647 },
    user_type: { type: "string", enum: ["B2B", "B2C", "BOTH"] },
    start_date: { type: "string", maxLength: 30 },
    end_date: { type: "string", maxLength: 30 },
    percentage: { type: ["number", "null"], maximum: 100 },
    fixed_amount: { type: ["number", "null"], maximum: 1_000_000 },
    code: { type: ["string", "null"], maxLength: 40 },
    number_of_uses_per_user: { type: ["integer", "null"], minimum: 1, maximum: 1_000_000 },
    min_order_price: { type: ["number", "null"], minimum: 0, maximum: 10_000_000 },
  },
} as const;

export const salePersonBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    full_name: text(200),
    email: text(254),
    dob: text(30),
    contact_number: text(30),
    image_url: { type: ["string", "null"], maxLength: 2000 },
  },
} as const;

export const promotionBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    business_type: { type: "string", enum: ["B2B", "B2C", "BOTH", ""] },
    title: text(200),
    body: text(5000),
  },
} as const;

export { id, idParams };
