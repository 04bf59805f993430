/** One slot of a pagination bar: a page number, or a gap shown as an ellipsis. */
export type PageSlot = { kind: "page"; page: number } | { kind: "gap"; after: number };

/**
 * The pages to show: always the first and the last page and those within 2 of the
 * current one, with an ellipsis where pages are skipped.
 */
export function pageWindow(current: number, total: number): PageSlot[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  const shown = new Set<number>([1, total]);
  for (let candidate = page - 2; candidate <= page + 2; candidate++) {
    if (candidate >= 1 && candidate <= total) shown.add(candidate);
  }
  // An ellipsis standing for a single page helps nobody: show that page instead.
  for (const value of [...shown]) {
    if (!shown.has(value + 1) && shown.has(value + 2)) shown.add(value + 1);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  pages.forEach((value, index) => {
    if (index > 0 && value - pages[index - 1] > 1) slots.push({ kind: "gap", after: pages[index - 1] });
    slots.push({ kind: "page", page: value });
  });
  return slots;
}

export const totalPages = (totalItems: number, pageSize: number) => Math.max(1, Math.ceil(totalItems / pageSize));
