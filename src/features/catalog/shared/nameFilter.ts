/** Case-insensitive "contains" filter used by every catalog list's search box. */
export function matchesSearch(search: string, ...values: (string | null | undefined)[]): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return values.some((value) => (value ?? "").toLowerCase().includes(needle));
}
