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
