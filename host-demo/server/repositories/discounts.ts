import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { brands, categories, discounts, products } from "../db/schema/index.js";
import { anyId } from "../lib/http/bulk.js";
import { atVersion } from "../lib/records/versions.js";

type Target = "PRODUCT" | "CATEGORY" | "BRAND";
const TARGETS = { PRODUCT: products, CATEGORY: categories, BRAND: brands } as const;
type Discount = typeof discounts.$inferSelect;
type DiscountStatus = Discount["status"];

/** A discount's target as `{ id, <name> }` when the discount is of that target's type, else null. */
const targetOf = (table: (typeof TARGETS)[Target], type: Target, name: SQL) =>
  sql`case when ${discounts.discount_type} = ${type} then (select json_build_object('id', t.id, ${sql.raw(`'${type === "PRODUCT" ? "product_name" : type === "CATEGORY" ? "category_name" : "brand_name"}'`)}, ${name}) from ${table} t where t.id = ${discounts.target_id}) end`;

const select = (db: Db) =>
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
      product: targetOf(products, "PRODUCT", sql`t.product_name`).mapWith((value) => value ?? null),
      category: targetOf(categories, "CATEGORY", sql`t.category_name`).mapWith((value) => value ?? null),
      brand: targetOf(brands, "BRAND", sql`t.brand_name`).mapWith((value) => value ?? null),
    })
    .from(discounts);

/** A disabled discount is deleted: no read or change sees it. */
const notDisabled = ne(discounts.status, "DISABLED");

/** Every discount not deleted, newest first. */
export const listDiscounts = (db: Db) =>
  select(db).where(notDisabled).orderBy(desc(discounts.created_at), desc(discounts.id));

/** One discount not deleted, or undefined. */
export async function findDiscount(db: Db, id: number) {
  const [discount] = await select(db).where(and(eq(discounts.id, id), notDisabled));
  return discount;
}

/** One discount, deleted or not (what a write just wrote). */
async function readDiscount(db: Db, id: number) {
  const [discount] = await select(db).where(eq(discounts.id, id));
  return discount;
}

/** Whether a product, category or brand with this id exists. */
export async function targetExists(db: Db, type: Target, id: number) {
  const table = TARGETS[type];
  const [target] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return target !== undefined;
}

/** Whether a discount not deleted (other than `except`) has this code, case ignored. */
export async function codeTaken(db: Db, code: string, except?: number) {
  const [taken] = await db
    .select({ id: discounts.id })
    .from(discounts)
    .where(
      and(sql`lower(${discounts.code}) = lower(${code})`, notDisabled, except ? ne(discounts.id, except) : undefined),
    )
    .limit(1);
  return taken !== undefined;
}

export type DiscountValues = typeof discounts.$inferInsert;

/** Adds a discount; answers it as the list shows it. */
export async function createDiscount(db: Db, values: DiscountValues) {
  const [created] = await db.insert(discounts).values(values).returning({ id: discounts.id });
  return readDiscount(db, created.id);
}

/**
 * Changes a discount not deleted, only at `version` when one is given (the If-Match); answers it,
 * or undefined when no row matched (no such discount, or another version).
 */
export async function updateDiscount(db: Db, id: number, values: DiscountValues, version: number | undefined) {
  const updated = await db
    .update(discounts)
    .set(values)
    .where(and(eq(discounts.id, id), notDisabled, atVersion(discounts.version, version)))
    .returning({ id: discounts.id });
  return updated.length ? readDiscount(db, id) : undefined;
}

/** Sets a discount's status (DISABLED deletes it); undefined when there is no such discount. */
export async function setDiscountStatus(db: Db, id: number, status: DiscountStatus) {
  const [updated] = await db
    .update(discounts)
    .set({ status })
    .where(and(eq(discounts.id, id), notDisabled))
    .returning({ id: discounts.id, status: discounts.status });
  return updated;
}

/** The name of a discount's target, as the list shows it (null for a coupon or free shipping). */
const targetName = sql`case discounts.discount_type
  when 'PRODUCT' then (select t.product_name from products t where t.id = discounts.target_id)
  when 'CATEGORY' then (select t.category_name from categories t where t.id = discounts.target_id)
  when 'BRAND' then (select t.brand_name from brands t where t.id = discounts.target_id) end`;

/** The ids of the discounts a bulk call's filter matches, newest first, as the list matches them. */
export async function matchingDiscountIds(db: Db, filter: { type?: Discount["user_type"]; search?: string }) {
  const term = filter.search?.trim();
  const rows = await db
    .select({ id: discounts.id })
    .from(discounts)
    .where(
      and(
        notDisabled,
        filter.type ? eq(discounts.user_type, filter.type) : undefined,
        // As the list matches: the code and the target's name, lower-cased, contain the text.
        term ? sql`strpos(lower(concat_ws(' ', ${discounts.code}, ${targetName})), lower(${term})) > 0` : undefined,
      ),
    )
    .orderBy(desc(discounts.created_at), desc(discounts.id));
  return rows.map((row) => row.id);
}

/** Sets the status of a batch of discounts not deleted; answers the ids changed. */
export async function setDiscountsStatus(db: Db, ids: number[], status: DiscountStatus) {
  const rows = await db
    .update(discounts)
    .set({ status })
    .where(and(anyId(discounts.id, ids), notDisabled))
    .returning({ id: discounts.id });
  return rows.map((row) => row.id);
}
