import type { Static } from "@sinclair/typebox";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  categories,
  devices,
  files,
  flavours,
  nicotines,
  productDevices,
  productFlavours,
  productImages,
  productNicotines,
  products,
} from "../../db/schema/index.js";
import { badRequest } from "../http/http.js";
import { toCents, toCentsOrNull } from "./money.js";
import { productBody } from "../../schemas/products.js";

export type ProductBody = Static<typeof productBody>;

/**
 * The product rules, checked on the server with the form's messages: at least 2 images; a name,
 * a colour, a tag, stock and the B2C price; brand and category on create. The B2B price is
 * optional (docs/decisions.md, "The B2B price is optional").
 */
export async function validateProduct(db: Db, body: ProductBody) {
  const images = [...(body.images ?? [])].sort((a, b) => (a.display_order ?? 0) - (b.display_order ?? 0));
  if (new Set(images.map((image) => image.image_id)).size < 2) throw badRequest("Please select at least 2 images.");
  const missing = [
    !body.product_name?.trim() && "product_name",
    !body.flavour_ids?.length && "flavour_ids (at least one colour)",
    !body.device_ids?.length && "device_ids (at least one tag)",
    (body.stock === null || body.stock === undefined) && "stock",
    (body.price === null || body.price === undefined) && "price",
  ].filter(Boolean);
  if (missing.length) throw badRequest(`Please fill the required fields: ${missing.join(", ")}`);
  if (!body.brand_id || !body.category_id) throw badRequest("Please select Category and Brand");
  // Checked as stored (two decimals): 0.004 would be kept as a price of 0.00.
  const price = toCents(body.price!);
  if (price <= 0) throw badRequest("price must be more than 0");
  // Digits only, whether sent as text or as a number (schemas/common.ts BarCodeField); blank is none.
  const barCode = body.bar_code || null;

  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, body.category_id), eq(categories.brand_id, body.brand_id)));
  if (!category) throw badRequest("The category does not belong to the selected brand");
  const exists = async (
    table: typeof files | typeof flavours | typeof devices | typeof nicotines,
    wanted: number[],
    field: string,
  ) => {
    if (wanted.length === 0) return;
    const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
    if (found.length !== new Set(wanted).size) throw badRequest(`${field} refers to something that does not exist`);
  };
  await exists(
    files,
    images.map((image) => image.image_id),
    "images",
  );
  await exists(flavours, body.flavour_ids!, "flavour_ids");
  await exists(devices, body.device_ids!, "device_ids");
  await exists(nicotines, body.nicotine_ids ?? [], "nicotine_ids");

  return {
    row: {
      product_name: body.product_name!.trim(),
      description: (body.description ?? "").trim(),
      category_id: body.category_id,
      brand_id: body.brand_id,
      stock: body.stock!,
      price,
      compared_price: toCentsOrNull(body.compared_price),
      bar_code: barCode,
      status: body.status ?? ("DRAFT" as const),
    },
    // display_order renumbered from 1 in the order given; duplicates dropped.
    imageIds: [...new Set(images.map((image) => image.image_id))],
    flavourIds: body.flavour_ids!,
    deviceIds: body.device_ids!,
    nicotineIds: body.nicotine_ids ?? [],
  };
}

type Valid = Awaited<ReturnType<typeof validateProduct>>;

/**
 * Writes the product and replaces its links, in one transaction; returns the id (null: not found,
 * or not at the version `sameVersion` asks for). An update always raises the version: its links
 * (images, colours, tags) are not columns of the row the database compares.
 */
export async function saveProduct(db: Db, valid: Valid, id?: number, sameVersion?: SQL): Promise<number | null> {
  return db.transaction(async (tx) => {
    let productId: number;
    if (id === undefined) {
      [{ id: productId }] = await tx.insert(products).values(valid.row).returning({ id: products.id });
    } else {
      const updated = await tx
        .update(products)
        .set({ ...valid.row, version: sql`${products.version} + 1` })
        .where(and(eq(products.id, id), sameVersion))
        .returning({ id: products.id });
      if (updated.length === 0) return null;
      productId = id;
      await tx.delete(productImages).where(eq(productImages.product_id, id));
      await tx.delete(productFlavours).where(eq(productFlavours.product_id, id));
      await tx.delete(productDevices).where(eq(productDevices.product_id, id));
      await tx.delete(productNicotines).where(eq(productNicotines.product_id, id));
    }
    await tx
      .insert(productImages)
      .values(valid.imageIds.map((image_id, index) => ({ product_id: productId, image_id, display_order: index + 1 })));
    await tx
      .insert(productFlavours)
      .values(valid.flavourIds.map((flavor_id) => ({ product_id: productId, flavor_id })));
    await tx.insert(productDevices).values(valid.deviceIds.map((device_id) => ({ product_id: productId, device_id })));
    if (valid.nicotineIds.length) {
      await tx
        .insert(productNicotines)
        .values(valid.nicotineIds.map((nicotine_id) => ({ product_id: productId, nicotine_id })));
    }
    return productId;
  });
}
