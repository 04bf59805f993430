/**
 * The delays between tries to reach a lost database again: `firstMs` after the first failure,
 * doubling after each further one, never more than `capMs`. A success starts again from `firstMs`.
 * The floor keeps a dead server from being tried in a tight loop; the cap keeps a server that is
 * back from waiting long for the next try.
 */
export class Backoff {
  private failures = 0;

  constructor(
    readonly firstMs: number,
    readonly capMs: number,
  ) {
    if (!(firstMs > 0) || !(capMs >= firstMs))
      throw new Error(`a backoff needs 0 < first ≤ cap (${firstMs}, ${capMs})`);
  }

  /** Counts one more failure and answers how long to wait before the next try. */
  next(): number {
    // The exponent stops growing once the cap is reached (2 ** 1000 would be Infinity anyway).
    const delay = Math.min(this.capMs, this.firstMs * 2 ** Math.min(this.failures, 30));
    this.failures++;
    return delay;
  }

  /** Failures counted since the last success. */
  get attempts(): number {
    return this.failures;
  }

  reset(): void {
    this.failures = 0;
  }
}
