// What a bulk action on a list sends and answers: shared by the resources (core/api/bulkStream.ts)
// and the selection kit (ui/useBulkSelection.tsx), which may not import the API.

/** How far a bulk action has got: records handled so far of all it covers. */
export interface BulkProgress {
  done: number;
  total: number;
}

/** A record the server left as it was, with why ("Only pending orders can be canceled"). */
export interface BulkRefusal {
  id: number;
  /** What the operator knows it by (an order number, a product's name). */
  label: string;
  reason: string;
}

/** What a bulk action did, record by record. */
export interface BulkOutcome {
  total: number;
  changed: number[];
  refused: BulkRefusal[];
}

/**
 * What a bulk call acts on: chosen records, or every record matching the list's filter (as the list
 * shows them, on every page) — never both.
 */
export type BulkTarget<Filter> = { ids: number[] } | { filter: Filter };
