import styled from "styled-components";
import { formatChange, formatEuro, formatNumber } from "../../core/format";
import { t } from "./messages";
import type { DashboardTotals } from "../../core/types";
import { PageHeader } from "../../ui/PageHeader";
import { ErrorState, LoadingRegion, Skeleton } from "../../ui/States";
import { tokens } from "../../ui/tokens";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { useDashboardQuery } from "./api";
import { LowStockBlock, OrdersWaitingBlock } from "./AttentionBlocks";
import { SalesTrendBlock } from "./SalesTrendBlock";
import { TopProductsBlock } from "./TopProductsBlock";
import { FRESH_FROM_STARTER_SECONDS } from "../../core/area";

type Figure = "totalSales" | "totalCustomers" | "totalProducts" | "totalOrders";

const CARDS: { key: Figure; label: () => string; format: (value: number) => string }[] = [
  { key: "totalSales", label: () => t("totalSale"), format: formatEuro },
  { key: "totalCustomers", label: () => t("totalCustomers"), format: (value) => formatNumber(value) },
  { key: "totalProducts", label: () => t("totalProduct"), format: (value) => formatNumber(value) },
  { key: "totalOrders", label: () => t("totalOrders"), format: (value) => formatNumber(value) },
];

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The blocks below the totals: the trend across the whole width, then what to do next. */
const Blocks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 16px;
  margin-top: 16px;
`;

const CardBox = styled.li`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  padding: 20px;
  h2 {
    margin: 0;
    font-size: 15px;
    color: ${tokens.muted};
    font-weight: 600;
  }
  .value {
    margin: 10px 0 6px;
    font-size: 28px;
    font-weight: 700;
  }
  .caption {
    display: flex;
    gap: 8px;
    align-items: center;
    font-size: 13px;
    color: ${tokens.muted};
  }
`;

const Change = styled.span<{ $up: boolean }>`
  font-weight: 700;
  color: ${(p) => (p.$up ? "var(--shop-success, #1b7a43)" : "var(--shop-danger, #b42318)")};
`;

function MonthChange({ percent }: { percent: number | null | undefined }) {
  const text = formatChange(percent);
  if (text === null || percent === null || percent === undefined) return null;
  const value = formatChange(Math.abs(percent))!.replace(/^[+−]/, "").replace("%", "");
  const spoken = percent > 0 ? t("changeUp", { value }) : percent < 0 ? t("changeDown", { value }) : t("changeFlat");
  return (
    <Change $up={percent >= 0}>
      <span aria-hidden="true">
        {percent > 0 ? "▲" : percent < 0 ? "▼" : "■"} {text}
      </span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </Change>
  );
}

export function OverviewCards({ data }: { data: DashboardTotals }) {
  return (
    <Grid>
      {CARDS.map((card) => (
        <CardBox key={card.key} data-figure={card.key}>
          <h2>{card.label()}</h2>
          <p className="value">{card.format(data[card.key])}</p>
          <p className="caption" style={{ margin: 0 }}>
            <MonthChange percent={data.monthOverMonth?.[card.key]} />
            <span>{t("thisMonth")}</span>
          </p>
        </CardBox>
      ))}
    </Grid>
  );
}

/**
 * /overView: the four headline figures with the real change against last month, then the sales
 * trend, the orders waiting, the best sellers and the products running out. Each block loads,
 * fails and retries on its own; the totals come first (their request starts at the click).
 */
export function Overview() {
  // The route starts the load as navigation starts (one on its way, or answered since, is not repeated).
  const { data, error, isLoading, refetch, isFetching } = useDashboardQuery(undefined, {
    refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS,
  });
  return (
    <>
      <PageHeader title={t("overview")} />
      {isLoading ? (
        <LoadingRegion label={t("loading")}>
          <Grid>
            {CARDS.map((card) => (
              <CardBox key={card.key}>
                <Skeleton $width="50%" />
                <div style={{ height: 14 }} />
                <Skeleton $width="70%" $height={28} />
              </CardBox>
            ))}
          </Grid>
        </LoadingRegion>
      ) : error || !data ? (
        <ErrorState
          title={t("dashboardFailed")}
          message={(error as { message?: string } | undefined)?.message}
          onRetry={refetch}
          retryLabel={t("retry")}
        />
      ) : (
        <div aria-busy={isFetching || undefined}>
          <OverviewCards data={data} />
        </div>
      )}
      <Blocks>
        <SalesTrendBlock />
        <OrdersWaitingBlock />
        <TopProductsBlock />
        <LowStockBlock />
      </Blocks>
    </>
  );
}
