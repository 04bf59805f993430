import { useRef, useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import type { SalesTrend } from "../../core/types";
import { tokens } from "../../ui/tokens";
import { t } from "./messages";
import { bucketTotal, HEIGHT, MARGIN, niceMax, PLOT_HEIGHT, PLOT_WIDTH, SERIES, WIDTH } from "./salesChartScale";
import { compactEuro, periodLabel, pointLabel } from "./salesLabels";
import { SalesTable } from "./SalesTable";
import { SalesTooltip } from "./SalesTooltip";

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
  const top = niceMax(Math.max(...buckets.map(bucketTotal)));
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
                      y={y(bucketTotal(bucket))}
                      width={barWidth}
                      height={y(bucket.b2c) - y(bucketTotal(bucket))}
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
          <SalesTooltip bucket={tip} granularity={granularity} left={`${((x(shown) + band / 2) / WIDTH) * 100}%`} />
        ) : null}
      </Frame>
      <SalesTable trend={trend} />
    </div>
  );
}
