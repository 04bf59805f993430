/**
 * An amount as the database keeps it (`numeric(…, 2)`): rounded to the cent, half away from zero,
 * on the decimal the client sent (1.005 → 1.01, as PostgreSQL rounds, where 1.005 × 100 in binary
 * is 100.4999…). Rules such as "more than 0" are checked on this value, so 0.004 is refused with
 * the rule's message instead of passing and then breaking the column's check (a 500) or being
 * kept as 0.00.
 */
export function toCents(amount: number): number {
  const magnitude = Math.abs(amount);
  // Shifting the decimal point in the number's text avoids the binary error; a number whose text
  // is already in exponent form (1e-7) falls back to multiplying.
  const shifted = Number(`${magnitude}e2`);
  const cents = Math.round(Number.isFinite(shifted) ? shifted : magnitude * 100);
  return cents === 0 ? 0 : (Math.sign(amount) * cents) / 100;
}

/** `toCents` for an optional amount. */
export const toCentsOrNull = (amount: number | null | undefined): number | null =>
  amount === null || amount === undefined ? null : toCents(amount);
