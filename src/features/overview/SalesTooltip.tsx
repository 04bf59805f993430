import styled from "styled-components";
import { formatEuro } from "../../core/format";
import type { SalesBucket, SalesGranularity } from "../../core/types";
import { tokens } from "../../ui/tokens";
import { t } from "./messages";
import { periodLabel } from "./salesLabels";
import { bucketTotal } from "./salesChartScale";

const Tip = styled.div`
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

/**
 * The figures of the point pointed at or focused, above it (`left`: its centre, as a share of the
 * chart's width). Hidden from screen readers: the point's own label says the same.
 */
export function SalesTooltip({
  bucket,
  granularity,
  left,
}: {
  bucket: SalesBucket;
  granularity: SalesGranularity;
  left: string;
}) {
  return (
    <Tip aria-hidden="true" data-testid="sales-tooltip" style={{ left }}>
      <strong>{periodLabel(bucket.start, granularity)}</strong>
      {t("b2b")}: {formatEuro(bucket.b2b)}
      <br />
      {t("b2c")}: {formatEuro(bucket.b2c)}
      <br />
      {t("total")}: {formatEuro(bucketTotal(bucket))}
    </Tip>
  );
}
