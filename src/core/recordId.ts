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
