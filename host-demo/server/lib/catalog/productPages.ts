import { and, eq, ilike, like, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { plannedRead, type PreparedRead } from "../../db/preparedRead.js";
import { products } from "../../db/schema/index.js";
import type { ProductPageQuery } from "../../schemas/products.js";
import { newestFirstPageIds, newestFirstPageIdsQuery, type Memo } from "../lists/pageAnchors.js";
import { sortedPageIdsQuery } from "../lists/listSort.js";
import { likePattern } from "../lists/search.js";

/** The columns `sort` may name (schemas/products.ts PRODUCT_SORTS). */
const sortable = { product_name: products.product_name, price: products.price, created_at: products.created_at };

/** A product as the lists and the form read it: its images, colours, tags and strengths nested as the screens expect. */
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

/** The names a product's read shape shows beside its ids: small tables, read whole. */
export interface ProductNames {
  brands: Record<string, string>;
  categories: Record<string, string>;
  flavours: Record<string, string>;
  devices: Record<string, string>;
  nicotines: Record<string, { nicotine_strength: string; unit: string }>;
}

/** Every brand, category, colour, tag and strength name, in one statement. */
export async function readProductNames(read: PreparedRead): Promise<ProductNames> {
  const [names] = await read<ProductNames>(sql`
    select
      coalesce((select json_object_agg(id, brand_name) from brands), '{}') as brands,
      coalesce((select json_object_agg(id, category_name) from categories), '{}') as categories,
      coalesce((select json_object_agg(id, flavour_name) from flavours), '{}') as flavours,
      coalesce((select json_object_agg(id, device_name) from devices), '{}') as devices,
      coalesce((select json_object_agg(id, json_build_object('nicotine_strength', nicotine_strength, 'unit', unit))
                from nicotines), '{}') as nicotines`);
  return names;
}

/** A product's own columns with its links' ids, as the page statement reads them. */
interface ProductLinks extends Omit<
  ProductRow,
  "brand" | "category" | "productImages" | "productFlavours" | "productDevices" | "productNicotines"
> {
  flavor_ids: number[];
  device_ids: number[];
  nicotine_ids: number[];
  /** [image id, display order, url] in display order. */
  images: [number, number, string][] | null;
}

/**
 * The read shape of these products, in order: a list of ids, or a statement that selects them
 * in order (a page's ids, so the page costs one round trip to the database, not two). One
 * statement reads the products with their links' ids from the link tables' primary keys
 * (product_id first) and their images, as one JSON text (PGlite hands rows over field by field
 * at about twice the cost); the names come from `names` (read whole and kept until the next
 * write by the caller). The relations used to be built in SQL, each a join per product: at
 * 100,000 products that cost twice as much, mostly scans of the small name tables repeated for
 * every product.
 */
export async function loadProducts(
  read: PreparedRead,
  ids: number[] | SQL,
  names: () => Promise<ProductNames>,
): Promise<ProductRow[]> {
  if (Array.isArray(ids) && ids.length === 0) return [];
  const page = Array.isArray(ids) ? sql`unnest(${`{${ids.join(",")}}`}::int[])` : sql`unnest(array(${ids}))`;
  const [[{ rows: json }], known] = await Promise.all([
    read<{ rows: string }>(sql`
      select coalesce(json_agg(x order by x.position), '[]')::text as rows from (
        select page.position, p.id, p.product_name, p.description, p.category_id, p.brand_id, p.stock,
          p.price::float8 as price, p.compared_price::float8 as compared_price, p.bar_code, p.status,
          p.created_at::text as created_at,
          array(select pf.flavor_id from product_flavours pf where pf.product_id = p.id order by 1) as flavor_ids,
          array(select pd.device_id from product_devices pd where pd.product_id = p.id order by 1) as device_ids,
          array(select pn.nicotine_id from product_nicotines pn where pn.product_id = p.id order by 1) as nicotine_ids,
          (select json_agg(json_build_array(pi.image_id, pi.display_order, f.img_url) order by pi.display_order, pi.image_id)
             from product_images pi join files f on f.id = pi.image_id where pi.product_id = p.id) as images
        from ${page} with ordinality as page(id, position)
        join products p on p.id = page.id) x`),
    names(),
  ]);
  const rows: ProductLinks[] = JSON.parse(json);
  // Names kept from before a write this request cannot see yet: read them again.
  const missing = (n: ProductNames) =>
    rows.some(
      (row) =>
        !(row.brand_id in n.brands) ||
        !(row.category_id in n.categories) ||
        row.flavor_ids.some((id) => !(id in n.flavours)) ||
        row.device_ids.some((id) => !(id in n.devices)) ||
        row.nicotine_ids.some((id) => !(id in n.nicotines)),
    );
  const current = missing(known) ? await readProductNames(read) : known;
  // Each field named (no rest and spread): objects of one shape, built ~3× faster.
  return rows.map((row) => ({
    id: row.id,
    product_name: row.product_name,
    description: row.description,
    category_id: row.category_id,
    brand_id: row.brand_id,
    stock: row.stock,
    price: row.price,
    compared_price: row.compared_price,
    bar_code: row.bar_code,
    status: row.status,
    created_at: row.created_at,
    brand: { id: row.brand_id, brand_name: current.brands[row.brand_id] },
    category: { id: row.category_id, category_name: current.categories[row.category_id] },
    productImages: (row.images ?? []).map(([image_id, display_order, img_url]) => ({
      image_id,
      display_order,
      file: { id: image_id, img_url },
    })),
    productFlavours: row.flavor_ids.map((flavor_id) => ({
      flavor_id,
      flavours: { id: flavor_id, flavour_name: current.flavours[flavor_id] },
    })),
    productDevices: row.device_ids.map((device_id) => ({
      device_id,
      device: { id: device_id, device_name: current.devices[device_id] },
    })),
    productNicotines: row.nicotine_ids.map((nicotine_id) => {
      const { nicotine_strength, unit } = current.nicotines[nicotine_id];
      return { nicotine_id, nicotines: { id: nicotine_id, nicotine_strength, unit } };
    }),
  }));
}

/** What a product list can be filtered by (the list's query and the bulk calls' filter). */
export type ProductFilter = Pick<ProductPageQuery, "status" | "search" | "brandId" | "categoryId">;

/**
 * The products a list shows with these filters. The search is part of the name; text of digits
 * alone also finds the barcodes that start with it (the command palette finds a scanned product),
 * on the barcode's btree index (migration 013).
 */
export function productFilters(query: ProductFilter): SQL | undefined {
  const filters: SQL[] = [];
  const term = query.search?.trim();
  if (query.status) filters.push(eq(products.status, query.status));
  if (term) {
    const name = ilike(products.product_name, likePattern(term));
    filters.push(/^\d+$/.test(term) ? or(name, like(products.bar_code, `${term}%`))! : name);
  }
  if (query.brandId) filters.push(eq(products.brand_id, query.brandId));
  if (query.categoryId) filters.push(eq(products.category_id, query.categoryId));
  return filters.length ? and(...filters) : undefined;
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
  const category = categoryId ?? query.categoryId;
  const where = productFilters({ ...query, categoryId: category });
  const filterKey = JSON.stringify([query.status, query.search?.trim(), query.brandId, category]);
  const search = Boolean(query.search?.trim());
  const list = {
    db,
    // A search is planned for its text; every other page reuses its filter's plan.
    read: search ? plannedRead(db) : preparedRead,
    memo,
    key: `products:${filterKey}`,
    table: products,
    createdAt: products.created_at,
    id: products.id,
    where,
  };
  const offset = (pageNumber - 1) * limit;
  const [ids, total] = await Promise.all([
    // Without a search the page's ids and its products come in one prepared statement: one round
    // trip to the database. A search's ids are planned for its text on their own: planning the
    // products' part too would cost PGlite ~14 ms a request.
    query.sort
      ? sortedPageIdsQuery({ ...list, columns: sortable, sort: query.sort }, offset, limit)
      : search
        ? newestFirstPageIds(list, offset, limit)
        : newestFirstPageIdsQuery(list, offset, limit),
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
    products: await loadProducts(preparedRead, ids, () => memo("product-names", () => readProductNames(preparedRead))),
    totalProducts: Number(total),
  };
}
