import { useRef, useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import { getConfig } from "../../core/config";
import { formatEuro } from "../../core/format";
import type { SalesBucket, SalesGranularity, SalesTrend } from "../../core/types";
import { tokens } from "../../ui/tokens";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { t } from "./messages";

/** Series colours: theme properties first (a portal sets them), with fallbacks that keep 3:1 on white. */
export const SERIES = {
  b2b: "var(--shop-chart-b2b, var(--shop-primary, #2447c6))",
  b2c: "var(--shop-chart-b2c, #b54708)",
} as const;

// The drawing's own units; the SVG scales to its box's width.
export const WIDTH = 720;
export const HEIGHT = 260;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 64 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

/** The axis top: 1, 2, 2.5 or 5 times a power of ten, at or above the largest total. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

const dateOf = (start: string) => new Date(`${start}T00:00:00Z`);

/** A bucket's name in full (tooltip, table, spoken) and short (axis), in the element's locale. */
export function periodLabel(start: string, granularity: SalesGranularity, short = false): string {
  const { locale } = getConfig();
  const date = dateOf(start);
  // Plain dates are UTC midnights: formatting them in UTC never shifts the day.
  if (granularity === "month")
    return new Intl.DateTimeFormat(locale, {
      month: short ? "short" : "long",
      year: short ? undefined : "numeric",
      timeZone: "UTC",
    }).format(date);
  const day = new Intl.DateTimeFormat(locale, {
    weekday: short || granularity === "week" ? undefined : "short",
    day: "numeric",
    month: "short",
    year: short ? undefined : "numeric",
    timeZone: "UTC",
  }).format(date);
  return granularity === "week" && !short ? t("weekOf", { date: day }) : day;
}

function compactEuro(value: number): string {
  return new Intl.NumberFormat(getConfig().locale, {
    style: "currency",
    currency: "EUR",
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(value);
}

const total = (bucket: SalesBucket) => Math.round((bucket.b2b + bucket.b2c) * 100) / 100;

export function pointLabel(bucket: SalesBucket, granularity: SalesGranularity): string {
  return t("salesPoint", {
    period: periodLabel(bucket.start, granularity),
    b2b: formatEuro(bucket.b2b),
    b2c: formatEuro(bucket.b2c),
    total: formatEuro(total(bucket)),
  });
}

const Frame = styled.div`
  position: relative;
  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }
  text {
    fill: ${tokens.muted};
    font-size: 11px;
    font-family: inherit;
  }
  .point {
    fill: transparent;
    cursor: pointer;
  }
  .point:focus {
    outline: none;
  }
  .point:focus-visible,
  .point[data-active="true"] {
    fill: ${tokens.primarySoft};
    fill-opacity: 0.6;
  }
  .point:focus-visible {
    stroke: ${tokens.text};
    stroke-width: 1.5;
  }
`;

const Tooltip = styled.div`
  position: absolute;
  top: 0;
  transform: translateX(-50%);
  pointer-events: none;
  background: ${tokens.text};
  color: ${tokens.surface};
  border-radius: 6px;
  padding: 6px 10px;
  font-size: 13px;
  white-space: nowrap;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2);
  z-index: 1;
  strong {
    display: block;
  }
`;

const LegendList = styled.ul`
  display: inline-flex;
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  span[aria-hidden] {
    width: 12px;
    height: 12px;
    border-radius: 3px;
    display: inline-block;
  }
`;

/** Which colour is which (screen readers get the series' names with every point instead). */
export function Legend() {
  return (
    <LegendList aria-hidden="true">
      <li>
        <span aria-hidden="true" style={{ background: SERIES.b2b }} />
        {t("b2b")}
      </li>
      <li>
        <span aria-hidden="true" style={{ background: SERIES.b2c }} />
        {t("b2c")}
      </li>
    </LegendList>
  );
}

/**
 * Stacked bars of net sales per bucket, B2C below and B2B above. One tab stop: the arrow keys
 * (and Home/End) move between the points, each announced with its period and figures; pointing
 * or focusing shows a tooltip with the same figures. A screen reader also has them as a table.
 */
export function SalesChart({ trend }: { trend: SalesTrend }) {
  const { buckets, granularity } = trend;
  const [focused, setFocused] = useState(buckets.length - 1);
  const [shown, setShown] = useState<number | null>(null);
  const points = useRef<(SVGRectElement | null)[]>([]);
  const top = niceMax(Math.max(...buckets.map(total)));
  const band = PLOT_WIDTH / buckets.length;
  const barWidth = Math.max(2, band * 0.7);
  const y = (value: number) => MARGIN.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const x = (index: number) => MARGIN.left + index * band;
  // Axis labels: all of them for 12 buckets, about every fifth of 30 days (today always).
  const labelEvery = buckets.length > 14 ? Math.ceil(buckets.length / 6) : 1;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * top);
  const current = Math.min(focused, buckets.length - 1);

  const move = (event: KeyboardEvent) => {
    const last = buckets.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowUp"
        ? Math.min(last, current + 1)
        : event.key === "ArrowLeft" || event.key === "ArrowDown"
          ? Math.max(0, current - 1)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    setShown(next);
    points.current[next]?.focus();
  };

  const tip = shown === null ? null : buckets[shown];
  return (
    <div>
      <Frame>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="group"
          aria-label={t("salesTrendTable", { unit: t(`unit_${granularity}`) })}
          onKeyDown={move}
        >
          <desc>{t("salesTrendKeys")}</desc>
          <g aria-hidden="true">
            {ticks.map((value) => (
              <g key={value}>
                <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(value)} y2={y(value)} stroke={tokens.border} />
                <text x={MARGIN.left - 8} y={y(value) + 4} textAnchor="end">
                  {compactEuro(value)}
                </text>
              </g>
            ))}
            {buckets.map((bucket, index) =>
              index % labelEvery === (buckets.length - 1) % labelEvery ? (
                <text key={bucket.start} x={x(index) + band / 2} y={HEIGHT - 8} textAnchor="middle">
                  {periodLabel(bucket.start, granularity, true)}
                </text>
              ) : null,
            )}
          </g>
          {buckets.map((bucket, index) => {
            const left = x(index) + (band - barWidth) / 2;
            return (
              <g key={bucket.start}>
                <rect
                  className="point"
                  ref={(node) => {
                    points.current[index] = node;
                  }}
                  x={x(index)}
                  y={MARGIN.top}
                  width={band}
                  height={PLOT_HEIGHT}
                  tabIndex={index === current ? 0 : -1}
                  role="img"
                  aria-label={pointLabel(bucket, granularity)}
                  data-active={shown === index}
                  onFocus={() => {
                    setFocused(index);
                    setShown(index);
                  }}
                  onBlur={() => setShown(null)}
                  onMouseEnter={() => setShown(index)}
                  onMouseLeave={() => setShown(null)}
                />
                <g aria-hidden="true" pointerEvents="none">
                  {bucket.b2c > 0 ? (
                    <rect x={left} y={y(bucket.b2c)} width={barWidth} height={y(0) - y(bucket.b2c)} fill={SERIES.b2c} />
                  ) : null}
                  {bucket.b2b > 0 ? (
                    <rect
                      x={left}
                      y={y(total(bucket))}
                      width={barWidth}
                      height={y(bucket.b2c) - y(total(bucket))}
                      fill={SERIES.b2b}
                      stroke={tokens.surface}
                      strokeWidth={1}
                    />
                  ) : null}
                </g>
              </g>
            );
          })}
        </svg>
        {tip && shown !== null ? (
          <Tooltip
            aria-hidden="true"
            data-testid="sales-tooltip"
            style={{ left: `${((x(shown) + band / 2) / WIDTH) * 100}%` }}
          >
            <strong>{periodLabel(tip.start, granularity)}</strong>
            {t("b2b")}: {formatEuro(tip.b2b)}
            <br />
            {t("b2c")}: {formatEuro(tip.b2c)}
            <br />
            {t("total")}: {formatEuro(total(tip))}
          </Tooltip>
        ) : null}
      </Frame>
      <VisuallyHidden as="div">
        <table>
          <caption>{t("salesTrendTable", { unit: t(`unit_${granularity}`) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("period")}</th>
              <th scope="col">{t("b2b")}</th>
              <th scope="col">{t("b2c")}</th>
              <th scope="col">{t("total")}</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket.start}>
                <th scope="row">{periodLabel(bucket.start, granularity)}</th>
                <td>{formatEuro(bucket.b2b)}</td>
                <td>{formatEuro(bucket.b2c)}</td>
                <td>{formatEuro(total(bucket))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </div>
  );
}
