import { formatEuro } from "../../core/format";
import type { SalesTrend } from "../../core/types";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { t } from "./messages";
import { periodLabel } from "./salesLabels";
import { bucketTotal } from "./salesChartScale";

/** The chart's figures as a table for screen readers (hidden from view: the chart shows them). */
export function SalesTable({ trend: { buckets, granularity } }: { trend: SalesTrend }) {
  return (
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
              <td>{formatEuro(bucketTotal(bucket))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
