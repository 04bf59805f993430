// @ts-check
// Every benchmark states its budgets here: each figure is printed beside its goal, and with
// BENCH_CHECK=1 (`npm run bench:check`) a missed budget makes the benchmark exit non-zero, naming
// it. At BENCH_SCALE=tiny only the budgets whose figure means something at that scale are
// asserted (sizes are the same at any scale; timings, heap and Lighthouse scores of a few rows on
// a busy CI machine are not), the others are printed as not checked.

const tiny = process.env.BENCH_SCALE === "tiny";

/**
 * Click → content (bench/navigation.ts), median per screen: after the pointer rested on the link
 * (intent preloading has started the screen), and for a click with no rest (keyboard Enter on a
 * focused row link included). Timings: not asserted at tiny scale.
 */
export const NAVIGATION_GOALS_MS = { rest: 100, noRest: 200 };
const checking = process.env.BENCH_CHECK === "1";

/**
 * @typedef {object} Budget
 * @property {string} label what the figure is, as the list of misses names it
 * @property {number} value the figure measured
 * @property {number} limit the goal
 * @property {string} unit "KB", "ms", "MB", "s", or "" for a count or a score
 * @property {boolean} atTinyScale whether the figure means something at BENCH_SCALE=tiny (then it
 *   is asserted there too)
 * @property {"at most" | "at least"} [bound] "at most" unless said (a score must reach its goal)
 * @property {number} [digits] decimals of the value in the list of misses (1 unless said)
 */

/** @type {{ spec: Budget; met: boolean; asserted: boolean }[]} */
const stated = [];

/** @param {number} value @param {string} unit @param {number} [digits] */
const amount = (value, unit, digits = 1) => `${value.toFixed(digits)}${unit ? ` ${unit}` : ""}`;
/** @param {Budget} spec e.g. "≤ 150 KB" */
const goal = (spec) => `${spec.bound === "at least" ? "≥" : "≤"} ${spec.limit}${spec.unit ? ` ${spec.unit}` : ""}`;

/**
 * Records a budget; returns its verdict for the benchmark's own line, e.g. "goal ≤ 150 KB: ok".
 * @param {Budget} spec
 * @returns {string}
 */
export function budget(spec) {
  const atLeast = spec.bound === "at least";
  const met = atLeast ? spec.value >= spec.limit : spec.value <= spec.limit;
  const asserted = !tiny || spec.atTinyScale;
  stated.push({ spec, met, asserted });
  const verdict = met ? "ok" : atLeast ? "UNDER" : "OVER";
  return `goal ${goal(spec)}: ${verdict}${checking && !asserted ? ", not checked at tiny scale" : ""}`;
}

/**
 * Prints a figure's line followed by its budget's verdict.
 * @param {string} line
 * @param {Budget} spec
 */
export function printBudget(line, spec) {
  console.log(`${line}  ${budget(spec)}`);
}

/**
 * Ends a benchmark's budgets: with BENCH_CHECK=1, lists what missed and sets a non-zero exit code
 * when a budget asserted at this scale missed.
 */
export function checkBudgets() {
  const describe = (/** @type {Budget} */ spec) =>
    `${spec.label}: ${amount(spec.value, spec.unit, spec.digits)}, goal ${goal(spec)}`;
  const missed = stated.filter((entry) => !entry.met && entry.asserted);
  const unchecked = stated.filter((entry) => !entry.asserted);
  if (!checking) {
    if (missed.length) console.log(`budgets missed: ${missed.length} (BENCH_CHECK=1 fails on them)`);
    return;
  }
  if (stated.length === 0) {
    console.log("budgets: none (figures only)");
    return;
  }
  const asserted = stated.length - unchecked.length;
  const skipped = unchecked.length ? `; ${unchecked.length} not checked at tiny scale` : "";
  if (missed.length === 0) {
    console.log(asserted ? `budgets: ${asserted} checked, all met${skipped}` : `budgets: ${skipped.slice(2)}`);
    return;
  }
  console.error(`budgets missed (${missed.length} of ${asserted} checked${skipped}):`);
  for (const { spec } of missed) console.error(`  ${describe(spec)}`);
  process.exitCode = 1;
}
