import { useParams, useSearchParams } from "react-router";

/** The largest id a record can have (the server's id columns are PostgreSQL `integer`). */
export const MAX_RECORD_ID = 2 ** 31 - 1;

/**
 * The one id rule of every screen and route starter: decimal digits written as the number itself
 * (no sign, exponent, space, decimal point or leading zero), from 1 to 2³¹−1. Anything else is
 * null, which the screens show as "not found": `/view-order/1e3` is not order 1000, and one
 * record has one address.
 */
export function parseRecordId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_RECORD_ID ? id : null;
}

/** The `?id=` of an edit screen (null on an add screen, or for a junk id). */
export function recordIdOf(params: URLSearchParams): number | null {
  return parseRecordId(params.get("id"));
}

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
