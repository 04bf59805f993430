import type { SalesBucket } from "../../core/types";

/** The chart's drawing: series colours, units and the axis top, shared by the bars, tooltip and legend. */

/** Series colours: theme properties first (a portal sets them), with fallbacks that keep 3:1 on white. */
export const SERIES = {
  b2b: "var(--shop-chart-b2b, var(--shop-primary, #2447c6))",
  b2c: "var(--shop-chart-b2c, #b54708)",
} as const;

// The drawing's own units; the SVG scales to its box's width.
export const WIDTH = 720;
export const HEIGHT = 260;
export const MARGIN = { top: 12, right: 8, bottom: 28, left: 64 };
export const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
export const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

/** The axis top: 1, 2, 2.5 or 5 times a power of ten, at or above the largest total. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** A bucket's net sales, B2B and B2C together, to the cent. */
export const bucketTotal = (bucket: SalesBucket) => Math.round((bucket.b2b + bucket.b2c) * 100) / 100;
