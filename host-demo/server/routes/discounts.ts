import type { Static } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import type { Db } from "../db/client.js";
import { notFoundRefusals, selectedIds, sendBulk } from "../lib/http/bulk.js";
import { badRequest, conflict, notFound, ok, pgErrorCode } from "../lib/http/http.js";
import { ifMatchVersion, missedUpdate } from "../lib/records/versions.js";
import { readableCode } from "../lib/catalog/discountCodes.js";
import { toCentsOrNull } from "../lib/catalog/money.js";
import {
  codeTaken,
  createDiscount,
  findDiscount,
  listDiscounts,
  matchingDiscountIds,
  setDiscountsStatus,
  setDiscountStatus,
  targetExists,
  updateDiscount,
  type DiscountValues,
} from "../repositories/discounts.js";
import { bulkSchemas } from "../schemas/bulk.js";
import { discountExtraSchemas } from "../schemas/discounts.js";
import { discountBody, discountSchemas } from "../schemas/settings.js";

type DiscountBody = Static<typeof discountBody>;

/** YYYY-MM-DD (or a full ISO date) to a calendar day; null when not a real day. */
function toDay(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === match.slice(1, 4).join("-") ? match.slice(1, 4).join("-") : null;
}

/** A discount's body checked (400 or 409 naming what is wrong) and made the values it is stored as. */
async function clean(db: Db, body: DiscountBody, id?: number): Promise<DiscountValues> {
  const start = toDay(body.start_date);
  const end = toDay(body.end_date);
  if (!start) throw badRequest("start_date must be a date (YYYY-MM-DD)");
  if (!end) throw badRequest("end_date must be a date (YYYY-MM-DD)");
  if (end < start) throw badRequest("The end date cannot be before the start date");
  // Checked as stored (two decimals), so an amount that rounds to 0 is refused here.
  const percentage = toCentsOrNull(body.percentage);
  const fixed = toCentsOrNull(body.fixed_amount);
  if (body.discount_type === "TOTAL") {
    if (body.min_order_price === null || body.min_order_price === undefined)
      throw badRequest("min_order_price is required for free shipping");
  } else {
    if ((percentage === null) === (fixed === null))
      throw badRequest("Give either percentage or fixed_amount, not both");
    if (percentage !== null && !(percentage > 0 && percentage <= 100))
      throw badRequest("percentage must be more than 0 and at most 100");
    if (fixed !== null && !(fixed > 0)) throw badRequest("fixed_amount must be more than 0");
  }
  let targetId: number | null = null;
  if (body.discount_type === "PRODUCT" || body.discount_type === "CATEGORY" || body.discount_type === "BRAND") {
    if (!body.target_id) throw badRequest("target_id is required for a product, category or brand discount");
    if (!(await targetExists(db, body.discount_type, body.target_id)))
      throw badRequest(`target_id does not match a ${body.discount_type.toLowerCase()}`);
    targetId = body.target_id;
  }
  let code: string | null = null;
  if (body.discount_type === "PROMO") {
    code = body.code?.trim().toUpperCase() ?? "";
    if (!/^[A-Z0-9_-]{3,40}$/.test(code)) throw badRequest("code must be 3 to 40 letters, digits, - or _");
    if (await codeTaken(db, code, id)) throw conflict(`The code ${code} is already used by another discount`);
  }
  return {
    discount_type: body.discount_type,
    target_id: targetId,
    user_type: body.user_type,
    start_date: start,
    end_date: end,
    percentage: body.discount_type === "TOTAL" ? null : percentage,
    fixed_amount: body.discount_type === "TOTAL" ? null : fixed,
    code,
    number_of_uses_per_user: body.number_of_uses_per_user ?? null,
    min_order_price: toCentsOrNull(body.min_order_price),
  };
}

/** A write refused by the code's unique index (two saves at once) is a 409, as the check's. */
async function save<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw conflict("This code is already used by another discount");
    throw error;
  }
}

/**
 * Discounts. PROMO is a coupon (code unique, case-insensitive, among discounts not deleted);
 * PRODUCT/CATEGORY/BRAND target an existing row; TOTAL is free shipping above min_order_price.
 * Exactly one of percentage and fixed_amount (none for TOTAL). The spec's Delete calls
 * /discount/disable: the discount becomes DISABLED and is no longer listed.
 */
const discountRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.get("/discount/all", { schema: discountSchemas.list, preHandler: app.backOffice }, async () =>
    ok(await listDiscounts(db), "Discounts"),
  );
  app.get("/discount/byid/:id", { schema: discountExtraSchemas.byId, preHandler: app.backOffice }, async (request) => {
    const discount = await findDiscount(db, request.params.id);
    if (!discount) throw notFound("Discount");
    return ok(discount, "Discount");
  });

  app.get(
    "/discount/code/suggest",
    { schema: discountExtraSchemas.suggestCode, preHandler: app.backOffice },
    async () => {
      // Millions of codes and a few hundred coupons: a second try is already rare.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const code = readableCode();
        if (!(await codeTaken(db, code))) return ok({ code }, "An unused code");
      }
      throw new Error("No unused coupon code found in 20 attempts");
    },
  );
  app.post(
    "/discount/create",
    { schema: discountSchemas.create, preHandler: app.backOffice },
    async (request, reply) => {
      const values = await clean(db, request.body);
      const discount = await save(() => createDiscount(db, values));
      // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
      reply.status(201);
      return ok(discount, "Discount created successfully");
    },
  );
  app.put("/discount/update/:id", { schema: discountSchemas.update, preHandler: app.backOffice }, async (request) => {
    const { id } = request.params;
    const values = await clean(db, request.body, id);
    const discount = await save(() => updateDiscount(db, id, values, ifMatchVersion(request)));
    // A disabled discount is deleted: 404 whatever the version.
    if (!discount) return missedUpdate(request, "Discount", () => findDiscount(db, id));
    return ok(discount, "Discount updated successfully");
  });
  for (const [action, status, message] of [
    ["activate", "ACTIVE", "Discount Activated successfully"],
    ["deactivate", "INACTIVE", "Discount De-Activated successfully"],
    ["disable", "DISABLED", "Discount Deleted successfully"],
  ] as const) {
    app.put(
      `/discount/${action}/:id`,
      { schema: discountSchemas.setStatus(action, status), preHandler: app.backOffice },
      async (request) => {
        const updated = await setDiscountStatus(db, request.params.id, status);
        if (!updated) throw notFound("Discount");
        return ok(updated, message);
      },
    );
  }

  // The list's Activate, Deactivate and Delete (which disables) on many discounts.
  app.post(
    "/discounts/bulk",
    { schema: bulkSchemas.discounts, preHandler: app.backOffice, config: { journal: "per-batch" } },
    async (request, reply) => {
      const { action } = request.body;
      const ids = await selectedIds(request.body, (filter) => matchingDiscountIds(db, filter));
      const status = action === "ACTIVATE" ? "ACTIVE" : action === "DEACTIVATE" ? "INACTIVE" : "DISABLED";
      return sendBulk({
        app,
        request,
        reply,
        ids,
        noun: ["discount", "discounts"],
        done: action === "ACTIVATE" ? "activated" : action === "DEACTIVATE" ? "deactivated" : "deleted",
        apply: async (batch) => {
          const changed = await setDiscountsStatus(db, batch, status);
          return { changed, refused: notFoundRefusals(batch, changed) };
        },
      });
    },
  );
};
export default discountRoutes;
