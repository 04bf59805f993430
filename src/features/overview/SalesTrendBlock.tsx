import { useState } from "react";
import styled from "styled-components";
import type { SalesGranularity } from "../../core/types";
import { EmptyState, LoadingRegion, Skeleton } from "../../ui/States";
import { tokens } from "../../ui/tokens";
import { t as coreT } from "../../core/messages";
import { useSalesTrendQuery } from "./blocksApi";
import { t } from "./messages";
import { BlockError, Panel } from "./parts";
import { SalesChart } from "./SalesChart";
import { HEIGHT, WIDTH } from "./salesChartScale";
import { SalesLegend } from "./SalesLegend";
import { FRESH_FROM_STARTER_SECONDS } from "../../core/area";

const GRANULARITIES: { value: SalesGranularity; label: () => string }[] = [
  { value: "day", label: () => t("salesTrendDays") },
  { value: "week", label: () => t("salesTrendWeeks") },
  { value: "month", label: () => t("salesTrendMonths") },
];

const Switch = styled.div`
  display: inline-flex;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  overflow: hidden;
  button {
    font: inherit;
    font-size: 14px;
    padding: 6px 14px;
    border: 0;
    background: ${tokens.surface};
    color: ${tokens.text};
    cursor: pointer;
  }
  button + button {
    border-left: 1px solid ${tokens.border};
  }
  button[aria-pressed="true"] {
    background: ${tokens.primary};
    color: ${tokens.primaryText};
    font-weight: 600;
  }
  button:focus-visible {
    outline: none;
    box-shadow: inset ${tokens.focus};
  }
`;

/** The chart's box: the same shape while loading as with data (no jump when it arrives). */
const ChartBox = styled.div`
  aspect-ratio: ${WIDTH} / ${HEIGHT};
  display: flex;
  align-items: center;
  justify-content: center;
`;

/** Under the chart: the legend and the shop's time zone; one line, there in every state. */
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  align-items: center;
  margin-top: 8px;
  min-height: 20px;
  font-size: 13px;
  color: ${tokens.muted};
  p {
    margin: 0;
  }
`;

/** Net sales per day (30), week (12) or month (12), B2B and B2C stacked, in the shop's time zone. */
export function SalesTrendBlock() {
  const [granularity, setGranularity] = useState<SalesGranularity>("day");
  // currentData: a switch shows the skeleton, never the previous period's bars under new labels.
  const { currentData, error, isError, refetch } = useSalesTrendQuery(granularity, {
    refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS,
  });
  const empty = currentData && currentData.buckets.every((bucket) => bucket.b2b === 0 && bucket.b2c === 0);
  return (
    <Panel
      wide
      title={t("salesTrend")}
      minHeight={0}
      tools={
        <Switch role="group" aria-label={t("salesTrendPeriod")}>
          {GRANULARITIES.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={granularity === option.value}
              onClick={() => setGranularity(option.value)}
            >
              {option.label()}
            </button>
          ))}
        </Switch>
      }
    >
      {isError && !currentData ? (
        <ChartBox>
          <BlockError title={t("salesTrendFailed")} error={error} onRetry={refetch} />
        </ChartBox>
      ) : !currentData ? (
        <>
          <ChartBox>
            <LoadingRegion label={coreT("loading")}>
              <Skeleton $width="100%" $height={200} />
            </LoadingRegion>
          </ChartBox>
          <Footer />
        </>
      ) : empty ? (
        <>
          <ChartBox>
            <EmptyState>{t(`salesTrendEmpty_${granularity}`)}</EmptyState>
          </ChartBox>
          <Footer>
            <p>{t(`salesTrendZone_${granularity}`, { zone: currentData.timeZone })}</p>
          </Footer>
        </>
      ) : (
        <>
          <SalesChart key={granularity} trend={currentData} />
          <Footer>
            <SalesLegend />
            <p>{t(`salesTrendZone_${granularity}`, { zone: currentData.timeZone })}</p>
          </Footer>
        </>
      )}
    </Panel>
  );
}
