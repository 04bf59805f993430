import { t } from "../messages";

/**
 * The record an attribute edit screen works on: the one passed in navigation state, else the
 * one with that id in the loaded list (attributes have no by-id call). A list that loaded
 * without it is reported as not found.
 */
export function editedRecord<Row extends { id: number }>(
  id: number | null,
  passed: Row | undefined,
  list: { data?: Row[]; error?: unknown },
): { record?: Row; error?: unknown } {
  if (id === null) return {};
  if (passed?.id === id) return { record: passed };
  const record = list.data?.find((row) => row.id === id);
  if (record) return { record };
  if (list.error) return { error: list.error };
  return list.data ? { error: { message: t("recordNotFound") } } : {};
}
