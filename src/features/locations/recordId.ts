import { useLocation, useSearchParams } from "react-router";
import { useFreshRecord } from "../../ui/useFreshRecord";
import { t } from "./messages";
import { recordIdOf } from "../../core/recordId";

/** How a form receives the record it edits (besides ?id=, which a reload keeps). */
export interface LocationFormState<Row> {
  record?: Row;
}

/** The id in the query of the current page (`?id=12`), or null. */
export function useRecordId(): number | null {
  const [params] = useSearchParams();
  return recordIdOf(params);
}

/**
 * What an edit form shows: the record passed in navigation state paints at once, the server's
 * copy (always asked for) replaces it unless the operator has started typing.
 */
export function useEditedRecord<Row extends { id: number }>(
  id: number | null,
  server: Row | undefined,
  /** The record's journal entity (country, state, city): who changed it elsewhere shows. */
  entity: string,
) {
  const passed = (useLocation().state as LocationFormState<Row> | null)?.record;
  return useFreshRecord(
    passed && passed.id === id ? passed : undefined,
    server,
    { changed: t("recordChangedOnServer"), load: t("loadServerVersion") },
    { live: { entity, id } },
  );
}
