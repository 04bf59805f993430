import type { Static } from "@sinclair/typebox";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { brands, categories, discounts, products } from "../db/schema/index.js";
import { anyId, notFoundRefusals, selectedIds, sendBulk } from "../lib/http/bulk.js";
import { badRequest, conflict, notFound, ok, pgErrorCode } from "../lib/http/http.js";
import { missedUpdate, sameVersion } from "../lib/records/versions.js";
import { readableCode } from "../lib/catalog/discountCodes.js";
import { toCentsOrNull } from "../lib/catalog/money.js";
import { bulkSchemas } from "../schemas/bulk.js";
import { discountExtraSchemas } from "../schemas/discounts.js";
import { discountBody, discountSchemas } from "../schemas/settings.js";

type DiscountBody = Static<typeof discountBody>;
type DiscountType = DiscountBody["discount_type"];

const TARGETS = { PRODUCT: products, CATEGORY: categories, BRAND: brands } as const;

/** YYYY-MM-DD (or a full ISO date) to a calendar day; null when not a real day. */
function toDay(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === match.slice(1, 4).join("-") ? match.slice(1, 4).join("-") : null;
}

/**
 * Discounts. PROMO is a coupon (code unique, case-insensitive, among discounts not deleted);
 * PRODUCT/CATEGORY/BRAND target an existing row; TOTAL is free shipping above min_order_price.
 * Exactly one of percentage and fixed_amount (none for TOTAL). The spec's Delete calls
 * /discount/disable: the discount becomes DISABLED and is no longer listed.
 */
const discountRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  const join = (
    table: typeof products | typeof categories | typeof brands,
    type: DiscountType,
    name: ReturnType<typeof sql>,
  ) =>
    sql`case when ${discounts.discount_type} = ${type} then (select json_build_object('id', t.id, ${sql.raw(`'${type === "PRODUCT" ? "product_name" : type === "CATEGORY" ? "category_name" : "brand_name"}'`)}, ${name}) from ${table} t where t.id = ${discounts.target_id}) end`;
  const select = () =>
    db
      .select({
        id: discounts.id,
        discount_type: discounts.discount_type,
        code: discounts.code,
        target_id: discounts.target_id,
        percentage: discounts.percentage,
        fixed_amount: discounts.fixed_amount,
        min_order_price: discounts.min_order_price,
        number_of_uses_per_user: discounts.number_of_uses_per_user,
        user_type: discounts.user_type,
        start_date: discounts.start_date,
        end_date: discounts.end_date,
        status: discounts.status,
        created_at: discounts.created_at,
        version: discounts.version,
        product: join(products, "PRODUCT", sql`t.product_name`).mapWith((value) => value ?? null),
        category: join(categories, "CATEGORY", sql`t.category_name`).mapWith((value) => value ?? null),
        brand: join(brands, "BRAND", sql`t.brand_name`).mapWith((value) => value ?? null),
      })
      .from(discounts);

  async function clean(body: DiscountBody, id?: number) {
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
      const table = TARGETS[body.discount_type];
      const [target] = await db.select({ id: table.id }).from(table).where(eq(table.id, body.target_id));
      if (!target) throw badRequest(`target_id does not match a ${body.discount_type.toLowerCase()}`);
      targetId = target.id;
    }
    let code: string | null = null;
    if (body.discount_type === "PROMO") {
      code = body.code?.trim().toUpperCase() ?? "";
      if (!/^[A-Z0-9_-]{3,40}$/.test(code)) throw badRequest("code must be 3 to 40 letters, digits, - or _");
      const [taken] = await db
        .select({ id: discounts.id })
        .from(discounts)
        .where(
          and(
            sql`lower(${discounts.code}) = lower(${code})`,
            ne(discounts.status, "DISABLED"),
            id ? ne(discounts.id, id) : undefined,
          ),
        );
      if (taken) throw conflict(`The code ${code} is already used by another discount`);
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

  const save = async <T>(write: () => Promise<T>) => {
    try {
      return await write();
    } catch (error) {
      if (pgErrorCode(error) === "23505") throw conflict("This code is already used by another discount");
      throw error;
    }
  };

  app.get("/discount/all", { schema: discountSchemas.list, preHandler: app.backOffice }, async () =>
    ok(
      await select().where(ne(discounts.status, "DISABLED")).orderBy(desc(discounts.created_at), desc(discounts.id)),
      "Discounts",
    ),
  );
  app.get("/discount/byid/:id", { schema: discountExtraSchemas.byId, preHandler: app.backOffice }, async (request) => {
    const [discount] = await select().where(and(eq(discounts.id, request.params.id), ne(discounts.status, "DISABLED")));
    if (!discount) throw notFound("Discount");
    return ok(discount, "Discount");
  });

  const codeTaken = async (code: string) =>
    (
      await db
        .select({ id: discounts.id })
        .from(discounts)
        .where(and(sql`lower(${discounts.code}) = lower(${code})`, ne(discounts.status, "DISABLED")))
        .limit(1)
    ).length > 0;

  app.get(
    "/discount/code/suggest",
    { schema: discountExtraSchemas.suggestCode, preHandler: app.backOffice },
    async () => {
      // Millions of codes and a few hundred coupons: a second try is already rare.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const code = readableCode();
        if (!(await codeTaken(code))) return ok({ code }, "An unused code");
      }
      throw new Error("No unused coupon code found in 20 attempts");
    },
  );
  app.post(
    "/discount/create",
    { schema: discountSchemas.create, preHandler: app.backOffice },
    async (request, reply) => {
      const values = await clean(request.body);
      const [created] = await save(() => db.insert(discounts).values(values).returning({ id: discounts.id }));
      const [discount] = await select().where(eq(discounts.id, created.id));
      // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
      reply.status(201);
      return ok(discount, "Discount created successfully");
    },
  );
  app.put("/discount/update/:id", { schema: discountSchemas.update, preHandler: app.backOffice }, async (request) => {
    const values = await clean(request.body, request.params.id);
    const updated = await save(() =>
      db
        .update(discounts)
        .set(values)
        .where(
          and(
            eq(discounts.id, request.params.id),
            ne(discounts.status, "DISABLED"),
            sameVersion(request, discounts.version),
          ),
        )
        .returning({ id: discounts.id }),
    );
    if (updated.length === 0) {
      // A disabled discount is deleted: 404 whatever the version.
      return missedUpdate(request, "Discount", async () => {
        const [current] = await select().where(
          and(eq(discounts.id, request.params.id), ne(discounts.status, "DISABLED")),
        );
        return current;
      });
    }
    const [discount] = await select().where(eq(discounts.id, request.params.id));
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
        const updated = await db
          .update(discounts)
          .set({ status })
          .where(and(eq(discounts.id, request.params.id), ne(discounts.status, "DISABLED")))
          .returning({ id: discounts.id, status: discounts.status });
        if (updated.length === 0) throw notFound("Discount");
        return ok(updated[0], message);
      },
    );
  }

  /** The name of a discount's target, as the list shows it (null for a coupon or free shipping). */
  const targetName = sql`case discounts.discount_type
    when 'PRODUCT' then (select t.product_name from products t where t.id = discounts.target_id)
    when 'CATEGORY' then (select t.category_name from categories t where t.id = discounts.target_id)
    when 'BRAND' then (select t.brand_name from brands t where t.id = discounts.target_id) end`;

  // The list's Activate, Deactivate and Delete (which disables) on many discounts.
  app.post(
    "/discounts/bulk",
    { schema: bulkSchemas.discounts, preHandler: app.backOffice, config: { journal: "per-batch" } },
    async (request, reply) => {
      const { action } = request.body;
      const ids = await selectedIds(request.body, async (filter) => {
        const term = filter.search?.trim();
        return (
          await db
            .select({ id: discounts.id })
            .from(discounts)
            .where(
              and(
                ne(discounts.status, "DISABLED"),
                filter.type ? eq(discounts.user_type, filter.type) : undefined,
                // As the list matches: the code and the target's name, lower-cased, contain the text.
                term
                  ? sql`strpos(lower(concat_ws(' ', ${discounts.code}, ${targetName})), lower(${term})) > 0`
                  : undefined,
              ),
            )
            .orderBy(desc(discounts.created_at), desc(discounts.id))
        ).map((row) => row.id);
      });
      const status = action === "ACTIVATE" ? "ACTIVE" : action === "DEACTIVATE" ? "INACTIVE" : "DISABLED";
      return sendBulk({
        app,
        request,
        reply,
        ids,
        noun: ["discount", "discounts"],
        done: action === "ACTIVATE" ? "activated" : action === "DEACTIVATE" ? "deactivated" : "deleted",
        apply: async (batch) => {
          const changed = (
            await db
              .update(discounts)
              .set({ status })
              .where(and(anyId(discounts.id, batch), ne(discounts.status, "DISABLED")))
              .returning({ id: discounts.id })
          ).map((row) => row.id);
          return { changed, refused: notFoundRefusals(batch, changed) };
        },
      });
    },
  );
};
export default discountRoutes;
