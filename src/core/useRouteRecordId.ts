import { useParams } from "react-router";
import { parseRecordId } from "./recordId";

/**
 * The record a screen's route names by `:id`: its id (null when the text is no valid id, shown as
 * "not found") and the text as written in the address (which "not found" quotes).
 */
export function useRouteRecordId(): { id: number | null; written: string } {
  const params = useParams();
  return { id: parseRecordId(params.id), written: params.id ?? "" };
}
