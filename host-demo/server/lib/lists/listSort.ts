import { asc, desc, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { Type } from "@sinclair/typebox";
import type { Db } from "../../db/client.js";
import type { PreparedRead } from "../../db/preparedRead.js";
import { newestFirstPageIds, newestFirstPageIdsQuery, type NewestFirstList } from "./pageAnchors.js";

/**
 * The optional `sort` of a paged list (issue 32, saved views): a column name, `-` first for
 * descending. Without it a list keeps its newest-first order and its page anchors (pageAnchors.ts);
 * with it a page is a plain OFFSET read in that order, ties broken by id in the same direction.
 */
export const SortQuery = <const C extends readonly string[]>(columns: C) =>
  Type.Optional(
    Type.Unsafe<C[number] | `-${C[number]}`>({
      type: "string",
      enum: columns.flatMap((column) => [column, `-${column}`]),
      description: `The order of the rows: ${columns.join(", ")}; "-" first for descending (default: newest first)`,
    }),
  );

export interface SortedList {
  db: Db;
  table: PgTable;
  id: PgColumn;
  where: SQL | undefined;
  /** The columns the sort may name. */
  columns: Record<string, PgColumn>;
  sort: string;
}

/** The statement that selects one page's ids in the sort's order. */
export function sortedPageIdsQuery(list: SortedList, offset: number, limit: number): SQL {
  const descending = list.sort.startsWith("-");
  const column = list.columns[descending ? list.sort.slice(1) : list.sort];
  const direction = descending ? desc : asc;
  return list.db
    .select({ id: list.id })
    .from(list.table)
    .where(list.where)
    .orderBy(direction(column), direction(list.id))
    .limit(limit)
    .offset(offset)
    .getSQL();
}

/** The ids of one page in the sort's order. */
export async function sortedPageIds(read: PreparedRead, list: SortedList, offset: number, limit: number) {
  const rows = await read<{ id: number }>(sortedPageIdsQuery(list, offset, limit));
  return rows.map((row) => Number(row.id));
}

/** One page's ids: in the sort's order when the query names one, else newest first from the page anchors. */
export function pageIdsInOrder(
  list: NewestFirstList & { sort: string | undefined; columns: Record<string, PgColumn> },
  offset: number,
  limit: number,
): Promise<number[]> {
  const { sort } = list;
  return sort ? sortedPageIds(list.read, { ...list, sort }, offset, limit) : newestFirstPageIds(list, offset, limit);
}

/** The statement selecting one page's ids in order, for a caller that reads the rows in the same statement. */
export function pageIdsQueryInOrder(
  list: NewestFirstList & { sort: string | undefined; columns: Record<string, PgColumn> },
  offset: number,
  limit: number,
): Promise<SQL> {
  const { sort } = list;
  return sort
    ? Promise.resolve(sortedPageIdsQuery({ ...list, sort }, offset, limit))
    : newestFirstPageIdsQuery(list, offset, limit);
}
