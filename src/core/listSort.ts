/** A list's sort direction, as a saved view keeps it. */
export type SortDirection = "asc" | "desc";

/**
 * A list's sort as the URL writes it: a sort name, `-` first for descending (`-net_payable`),
 * the same form the server's paged lists take as `sort`. Null when there is none or it is not one of `names`.
 */
export function readSortParam(
  value: string | null,
  names: readonly string[],
): { column: string; direction: SortDirection } | null {
  if (!value) return null;
  const descending = value.startsWith("-");
  const column = descending ? value.slice(1) : value;
  return names.includes(column) ? { column, direction: descending ? "desc" : "asc" } : null;
}

/** The sort as the URL and the server write it. */
export const sortParamOf = (sort: { column: string; direction: SortDirection }) =>
  `${sort.direction === "desc" ? "-" : ""}${sort.column}`;

/** A sortable column of a list: the server's sort name (a list paged on the server), or the row's value to compare (a list sorted in the browser). */
export type SortSpec<Row> = string | ((row: Row) => string | number | null | undefined);

/** Two values in a list's order: empty ones last, numbers by size, texts as a person reads them (2 before 10). */
export function compareValues(a: string | number | null | undefined, b: string | number | null | undefined) {
  if (a === b) return 0;
  if (a === null || a === undefined || a === "") return 1;
  if (b === null || b === undefined || b === "") return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: "base" });
}

/** The sort name the URL writes for a column: the server's name, or the column's key for a list sorted in the browser. */
export const sortNameOf = <Row>(sorts: Readonly<Record<string, SortSpec<Row>>>, key: string) => {
  const spec = sorts[key];
  return typeof spec === "string" ? spec : key;
};

/** The rows in the order the URL's sort (`value`) asks, for a list sorted in the browser; as given when there is none. */
export function sortRows<Row>(
  rows: readonly Row[],
  sorts: Readonly<Record<string, SortSpec<Row>>>,
  value: string | null,
): readonly Row[] {
  const sort = readSortParam(value, Object.keys(sorts));
  const compare = sort ? sorts[sort.column] : undefined;
  if (!sort || typeof compare !== "function") return rows;
  const sign = sort.direction === "desc" ? -1 : 1;
  return [...rows].sort((a, b) => sign * compareValues(compare(a), compare(b)));
}
