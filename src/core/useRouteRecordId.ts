import { useParams, useSearchParams } from "react-router";
import { parseRecordId } from "./recordId";

/**
 * The one way a screen reads a record id from its route: the path's `:{name}` when the route has
 * one (`/view-order/:id`, `/add-category/:brandId`), else the query's `?{name}=` (an edit screen's
 * `?id=12`, which a reload keeps). The id is null when the text is no valid id (shown as "not
 * found", or an add screen when there is none); `written` is the text as in the address, which
 * "not found" quotes.
 */
export function useRouteRecordId(name = "id"): { id: number | null; written: string } {
  const params = useParams();
  const [search] = useSearchParams();
  const written = params[name] ?? search.get(name) ?? "";
  return { id: parseRecordId(written), written };
}
