import { useLocation, useSearchParams } from "react-router";
import { useFreshRecord } from "../../ui/useFreshRecord";
import { t } from "./messages";
import type { LocationFormState } from "./paths";

/** The id of the record an edit form opened for (`?id=12`), or null on an add form. */
export function recordIdOf(params: URLSearchParams): number | null {
  const value = params.get("id");
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && String(id) === value ? id : null;
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
export function useEditedRecord<Row extends { id: number }>(id: number | null, server: Row | undefined) {
  const passed = (useLocation().state as LocationFormState<Row> | null)?.record;
  return useFreshRecord(passed && passed.id === id ? passed : undefined, server, {
    changed: t("recordChangedOnServer"),
    load: t("loadServerVersion"),
  });
}
