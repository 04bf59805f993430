import { and, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { plannedRead, type PreparedRead } from "../db/preparedRead.js";
import { products } from "../db/schema/index.js";
import type { ProductPageQuery } from "../schemas/products.js";
import { newestFirstPageIds, type Memo } from "./pageAnchors.js";
import { likePattern } from "./search.js";

/** A product as the lists and the form read it (spec section 3's read shape). */
export interface ProductRow {
  id: number;
  product_name: string;
  description: string;
  category_id: number;
  brand_id: number;
  stock: number;
  price: number;
  compared_price: number | null;
  bar_code: string | null;
  status: "DRAFT" | "PUBLISHED";
  created_at: string;
  brand: { id: number; brand_name: string };
  category: { id: number; category_name: string };
  productImages: { image_id: number; display_order: number; file: { id: number; img_url: string } }[];
  productFlavours: { flavor_id: number; flavours: { id: number; flavour_name: string } }[];
  productDevices: { device_id: number; device: { id: number; device_name: string } }[];
  productNicotines: { nicotine_id: number; nicotines: { id: number; nicotine_strength: string; unit: string } }[];
}

/**
 * The read shape for these product ids, in the given order, in one statement: each relation is a
 * small JSON array built from its link table's primary key (product_id first). Hand-written: the
 * ORM's nested lateral joins answer the same (checked row for row) but take longer to plan.
 */
export async function loadProducts(read: PreparedRead, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await read<ProductRow>(sql`
    select p.id, p.product_name, p.description, p.category_id, p.brand_id, p.stock,
      p.price::float8 as price, p.compared_price::float8 as compared_price, p.bar_code, p.status,
      p.created_at::text as created_at,
      json_build_object('id', b.id, 'brand_name', b.brand_name) as brand,
      json_build_object('id', c.id, 'category_name', c.category_name) as category,
      coalesce((select json_agg(json_build_object('image_id', pi.image_id, 'display_order', pi.display_order,
                  'file', json_build_object('id', f.id, 'img_url', f.img_url)) order by pi.display_order)
                from product_images pi join files f on f.id = pi.image_id where pi.product_id = p.id), '[]') as "productImages",
      coalesce((select json_agg(json_build_object('flavor_id', pf.flavor_id,
                  'flavours', json_build_object('id', fl.id, 'flavour_name', fl.flavour_name)) order by pf.flavor_id)
                from product_flavours pf join flavours fl on fl.id = pf.flavor_id where pf.product_id = p.id), '[]') as "productFlavours",
      coalesce((select json_agg(json_build_object('device_id', pd.device_id,
                  'device', json_build_object('id', d.id, 'device_name', d.device_name)) order by pd.device_id)
                from product_devices pd join devices d on d.id = pd.device_id where pd.product_id = p.id), '[]') as "productDevices",
      coalesce((select json_agg(json_build_object('nicotine_id', pn.nicotine_id,
                  'nicotines', json_build_object('id', n.id, 'nicotine_strength', n.nicotine_strength, 'unit', n.unit))
                  order by pn.nicotine_id)
                from product_nicotines pn join nicotines n on n.id = pn.nicotine_id where pn.product_id = p.id), '[]') as "productNicotines"
    from products p
    join brands b on b.id = p.brand_id
    join categories c on c.id = p.category_id
    where p.id = any(${`{${ids.join(",")}}`}::int[])`);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

/**
 * One page of products, newest first: the page's ids from the (status, created_at, id) indexes
 * alone, then the relations of those ids only.
 */
export async function productPage(
  { db, preparedRead }: Pick<Database, "db" | "preparedRead">,
  query: ProductPageQuery,
  categoryId: number | undefined,
  /** Shares a filter's count and page anchors among its pages until the next write. */
  memo: Memo,
) {
  const limit = query.limit ?? 10;
  const pageNumber = query.page ?? 1;
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(products.status, query.status));
  if (query.search?.trim()) filters.push(ilike(products.product_name, likePattern(query.search.trim())));
  if (query.brandId) filters.push(eq(products.brand_id, query.brandId));
  const category = categoryId ?? query.categoryId;
  if (category) filters.push(eq(products.category_id, category));
  const where = filters.length ? and(...filters) : undefined;
  const filterKey = JSON.stringify([query.status, query.search?.trim(), query.brandId, category]);
  const [ids, total] = await Promise.all([
    newestFirstPageIds(
      {
        db,
        // A search is planned for its text; every other page reuses its filter's plan.
        read: query.search?.trim() ? plannedRead(db) : preparedRead,
        memo,
        key: `products:${filterKey}`,
        table: products,
        createdAt: products.created_at,
        id: products.id,
        where,
      },
      (pageNumber - 1) * limit,
      limit,
    ),
    // Counting 80,000 rows costs ~30 ms on PGlite; every page of one filter shares the count.
    memo(`product-count:${filterKey}`, async () => {
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(where);
      return total;
    }),
  ]);
  return {
    products: await loadProducts(preparedRead, ids),
    totalProducts: Number(total),
  };
}
