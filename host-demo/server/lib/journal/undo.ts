import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { conflict, forbidden, HttpError, pgErrorCode } from "../http/http.js";

/**
 * Undo for deletes (issue 33, item 5). A delete's journal row holds every column's value before
 * it (migration 014) and journal_deleted_extras (migration 015) the id's created_at and a
 * product's links, so the record comes back with the same id, in its place in the lists, with
 * what was deleted with it: the banners pointing at a brand, category or product, a product's
 * reviews, images and attribute links, a country's states and their cities, a state's cities.
 * Image files are never removed by a delete (routes/uploads.ts keeps stored files), so the
 * restored links show the same images. The restore runs inside the route's journaled write, so
 * the triggers journal each restored row as a create; a refused undo rolls back and leaves none.
 *
 * A discount's delete is a status change to DISABLED (its code may be used again); undoing it
 * sets the status it had before.
 */

/** How long after a delete it may be undone. The screens offer Undo for 10 s; this leaves slack for slow answers. */
export const UNDO_WINDOW_MINUTES = 5;

interface Parent {
  column: string;
  table: string;
  label: string;
}

interface Dependent {
  entity: string;
  /** The dependent's column holding the restored record's id. */
  column: string;
  /** Banners point at brands, categories and products through target_type and target_id. */
  targetType?: "BRAND" | "CATEGORY" | "PRODUCT";
}

interface Kind {
  table: string;
  label: string;
  /** The 409 when a unique name the record had is used by another record now. */
  nameTaken?: (before: Record<string, unknown>) => string;
  parents?: Parent[];
  dependents?: Dependent[];
}

const banner = (targetType: Dependent["targetType"]): Dependent => ({
  entity: "banner",
  column: "target_id",
  targetType,
});

const parent = (column: string, table: string, label: string): Parent => ({ column, table, label });

/** A state or city: its name is unique within its parent, which must exist. */
const placeWithin = (table: string, label: string, parent: Parent, dependents?: Dependent[]): Kind => ({
  table,
  label,
  nameTaken: (row) => `Its ${parent.label} has a ${label} named "${String(row.name)}" now.`,
  parents: [parent],
  dependents,
});

const KINDS: Record<string, Kind> = {
  brand: {
    table: "brands",
    label: "brand",
    nameTaken: (row) => `A brand named "${String(row.brand_name)}" exists now.`,
    dependents: [banner("BRAND")],
  },
  category: {
    table: "categories",
    label: "category",
    nameTaken: (row) => `Its brand has a category named "${String(row.category_name)}" now.`,
    parents: [{ column: "brand_id", table: "brands", label: "brand" }],
    dependents: [banner("CATEGORY")],
  },
  product: {
    table: "products",
    label: "product",
    parents: [parent("category_id", "categories", "category"), parent("brand_id", "brands", "brand")],
    dependents: [banner("PRODUCT"), { entity: "review", column: "product_id" }],
  },
  banner: { table: "banners", label: "banner" },
  faq: { table: "faqs", label: "FAQ" },
  shipping_service: {
    table: "shipping_services",
    label: "shipping service",
    nameTaken: (row) => `A shipping service named "${String(row.title)}" exists now.`,
  },
  country: {
    table: "countries",
    label: "country",
    nameTaken: (row) => `A country named "${String(row.name)}" exists now.`,
    dependents: [{ entity: "state", column: "country_id" }],
  },
  state: placeWithin("states", "state", { column: "country_id", table: "countries", label: "country" }, [
    { entity: "city", column: "state_id" },
  ]),
  city: placeWithin("cities", "city", { column: "state_id", table: "states", label: "state" }),
  review: {
    table: "reviews",
    label: "review",
    parents: [parent("product_id", "products", "product"), parent("user_id", "users", "customer")],
  },
};

/** Where a banner's target lives. */
const BANNER_TARGETS: Record<string, Parent> = {
  BRAND: { column: "target_id", table: "brands", label: "brand" },
  CATEGORY: { column: "target_id", table: "categories", label: "category" },
  PRODUCT: { column: "target_id", table: "products", label: "product" },
};

/** The entities whose deletes can be undone (the discount's is a status change). */
export const UNDOABLE_ENTITIES = [...Object.keys(KINDS).filter((entity) => entity !== "review"), "discount"];

interface JournalRow {
  id: number;
  entity: string;
  record_id: number;
  action: string;
  actor_id: number | null;
  undone_at: string | null;
  too_old: boolean;
  changes: string;
}

export interface Undoer {
  userId: number;
  superAdmin: boolean;
}

export interface Restored {
  entity: string;
  recordId: number;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The values a record had before its delete, by column, from the journal row's changes. */
function valuesBefore(changes: string): Record<string, unknown> {
  const parsed = JSON.parse(changes) as Record<string, { before: unknown }>;
  return Object.fromEntries(Object.entries(parsed).map(([column, change]) => [column, change.before]));
}

const COLUMN = /^[a-z_][a-z0-9_]*$/;

async function exists(db: Db, table: string, id: number): Promise<boolean> {
  const found = await rows(db, sql`select 1 from ${sql.identifier(table)} where id = ${id}`);
  return found.length > 0;
}

/**
 * Undoes the delete journaled as `journalId`, inside the caller's journaled write. Throws the
 * 403, 404 or 409 that says why it cannot; returns the records restored, the deleted one first.
 */
export async function undoDelete(db: Db, journalId: number, undoer: Undoer): Promise<Restored[]> {
  // Locked: two undos of one delete at once restore it once; the second is told it is done.
  const [entry] = await rows<JournalRow>(
    db,
    sql`select id::int as id, entity, record_id, action, actor_id, undone_at::text as undone_at,
               at < now() - make_interval(mins => ${UNDO_WINDOW_MINUTES}) as too_old, changes::text as changes
        from change_journal where id = ${journalId} for update`,
  );
  if (!entry || (entry.entity === "admin" && !undoer.superAdmin)) throw new HttpError(404, "Journal entry not found");
  const before = valuesBefore(entry.changes);
  const discountDelete =
    entry.entity === "discount" && entry.action === "status" && JSON.parse(entry.changes)?.status?.after === "DISABLED";
  if (entry.action !== "delete" && !discountDelete) throw conflict("Only a delete can be undone.");
  const kind = KINDS[entry.entity];
  if (!discountDelete && (!kind || entry.entity === "review"))
    throw conflict(`A deleted ${entry.entity.replace(/_/g, " ")} cannot be restored.`);
  if (entry.actor_id !== undoer.userId && !undoer.superAdmin)
    throw forbidden("Only the admin who deleted it, or a super admin, can undo this delete.");
  if (entry.undone_at) throw conflict("This delete was undone already.");
  if (entry.too_old) throw conflict(`This delete is too old to undo (more than ${UNDO_WINDOW_MINUTES} minutes ago).`);

  if (discountDelete) {
    await restoreDiscount(db, entry.record_id, String(before.status));
  } else {
    await restoreRecord(db, entry, kind, before);
  }
  const restored = await markUndone(db, entry.id);
  return restored;
}

async function restoreDiscount(db: Db, id: number, status: string) {
  // Read first: after a failed statement the transaction takes no more queries.
  const [discount] = await rows<{ code: string | null; status: string }>(
    db,
    sql`select code, status from discounts where id = ${id}`,
  );
  if (discount?.status !== "DISABLED") throw conflict("This delete was undone already.");
  try {
    await db.execute(sql`update discounts set status = ${status} where id = ${id}`);
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw conflict(`A discount with the code "${discount.code ?? ""}" exists now.`);
    throw error;
  }
}

/** Inserts the record as it was, then what was deleted with it, then (a product) its links. */
async function restoreRecord(db: Db, entry: JournalRow, kind: Kind, before: Record<string, unknown>) {
  if (await exists(db, kind.table, entry.record_id)) throw conflict("This delete was undone already.");
  const parents =
    entry.entity === "banner" ? [BANNER_TARGETS[String(before.target_type)]].filter(Boolean) : (kind.parents ?? []);
  for (const parent of parents) {
    const parentId = before[parent.column];
    if (typeof parentId === "number" && !(await exists(db, parent.table, parentId)))
      throw conflict(`Its ${parent.label} was deleted; restore the ${parent.label} first.`);
  }
  const [extras] = await rows<{ created_at: string | null }>(
    db,
    sql`select e.created_at::text as created_at from journal_deleted_extras e join change_journal j
          on j.entity = e.entity and j.record_id = e.record_id and j.at = e.at where j.id = ${entry.id}`,
  );
  const values: Record<string, unknown> = { ...before, id: entry.record_id };
  if (extras?.created_at) values.created_at = extras.created_at;
  const columns = Object.keys(values).filter((column) => COLUMN.test(column));
  const list = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  try {
    await db.execute(
      sql`insert into ${sql.identifier(kind.table)} (${list})
          select ${list} from jsonb_populate_record(null::${sql.identifier(kind.table)}, ${JSON.stringify(values)}::jsonb)`,
    );
  } catch (error) {
    if (pgErrorCode(error) === "23505")
      throw conflict(kind.nameTaken?.(before) ?? `Another ${kind.label} now has what this one had.`);
    throw error;
  }
  for (const dependent of kind.dependents ?? []) {
    for (const child of await deletedWith(db, entry.id, dependent, entry.record_id)) {
      await restoreRecord(db, child, KINDS[child.entity], valuesBefore(child.changes));
    }
  }
  if (entry.entity === "product") await restoreProductLinks(db, entry.id);
}

/** The journal's delete rows of the same write that took `dependent` rows of the record with it. */
async function deletedWith(db: Db, journalId: number, dependent: Dependent, recordId: number): Promise<JournalRow[]> {
  const target = dependent.targetType
    ? sql`and child.changes -> 'target_type' ->> 'before' = ${dependent.targetType}`
    : sql``;
  return rows<JournalRow>(
    db,
    sql`select child.id::int as id, child.entity, child.record_id, child.action, child.actor_id,
               child.undone_at::text as undone_at, false as too_old, child.changes::text as changes
        from change_journal main join change_journal child
          on child.at = main.at and child.actor_id is not distinct from main.actor_id
        where main.id = ${journalId} and child.action = 'delete' and child.undone_at is null
          and child.entity = ${dependent.entity}
          and child.changes -> ${dependent.column} ->> 'before' = ${String(recordId)} ${target}
        order by child.id`,
  );
}

/** A product's images and attribute links as they were, less any image or attribute deleted since. */
async function restoreProductLinks(db: Db, journalId: number) {
  const extras = sql`(select e.record_id, e.links from journal_deleted_extras e join change_journal j
                        on j.entity = e.entity and j.record_id = e.record_id and j.at = e.at where j.id = ${journalId})`;
  await db.execute(sql`
    insert into product_images (product_id, image_id, display_order)
    select x.record_id, (image ->> 'image_id')::int, (image ->> 'display_order')::int
    from ${extras} x, jsonb_array_elements(x.links -> 'images') image
    where exists (select 1 from files f where f.id = (image ->> 'image_id')::int)`);
  const links: [string, string, string, string][] = [
    ["product_flavours", "flavor_id", "flavours", "flavour_ids"],
    ["product_devices", "device_id", "devices", "device_ids"],
    ["product_nicotines", "nicotine_id", "nicotines", "nicotine_ids"],
  ];
  for (const [table, column, target, key] of links) {
    await db.execute(sql`
      insert into ${sql.identifier(table)} (product_id, ${sql.identifier(column)})
      select x.record_id, linked::text::int
      from ${extras} x, jsonb_array_elements(x.links -> ${key}) linked
      where exists (select 1 from ${sql.identifier(target)} t where t.id = linked::text::int)`);
  }
}

/** Marks the delete and everything restored with it as undone; returns them, the delete first. */
async function markUndone(db: Db, journalId: number): Promise<Restored[]> {
  // Restored rows were journaled as creates in this transaction; their deletes are the ones of
  // the same earlier write whose records exist again.
  const marked = await rows<{ entity: string; record_id: number; id: number }>(
    db,
    sql`update change_journal child set undone_at = now()
        from change_journal main
        where main.id = ${journalId} and child.undone_at is null
          and (child.id = main.id or (child.action = 'delete' and child.at = main.at
               and child.actor_id is not distinct from main.actor_id
               and exists (select 1 from change_journal created where created.at = now() and created.action = 'create'
                           and created.entity = child.entity and created.record_id = child.record_id)))
        returning child.entity, child.record_id, child.id::int as id`,
  );
  return marked
    .sort((a, b) => (a.id === journalId ? -1 : b.id === journalId ? 1 : a.id - b.id))
    .map((row) => ({ entity: row.entity, recordId: row.record_id }));
}
