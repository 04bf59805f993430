import type { ReactNode } from "react";
import type { Order } from "../../core/types";
import { Pagination } from "../../ui/Pagination";
import { SearchInput } from "../../ui/SearchInput";
import { EmptyState, ErrorState } from "../../ui/States";
import { Table, type Column } from "../../ui/Table";
import { t } from "./messages";
import { ListSummary } from "../../ui/ListSummary";
import { Toolbar } from "../../ui/Toolbar";
import { countIsAtLeast, countText, OrderStatusToggles } from "./OrderStatusToggles";
import type { OrderPageState } from "./useOrderPage";

/**
 * What the orders list and the transactions list share below their headers: the search and
 * status toolbar, then the error (with Retry), or the count, the page of rows and the pagination.
 */
export function OrdersTableView({
  list,
  columns,
  texts,
  summaryExtra,
  above,
}: {
  list: OrderPageState;
  columns: Column<Order>[];
  texts: { search: string; searchPlaceholder: string; error: string; table: string; empty: string };
  /** Shown beside the count (the export's progress). */
  summaryExtra?: ReactNode;
  /** Between the count and the rows (the selection's bar). */
  above?: ReactNode;
}) {
  const { query } = list;
  const all = list.counts ? Object.values(list.counts).reduce((sum, count) => sum + count, 0) : 0;
  // A capped search's counts are lower bounds: "25 of 1,000+ orders".
  const atLeast = (count: number, status: typeof list.status) =>
    list.counts && countIsAtLeast(list.counts, list.countsCapped, status) ? countText(count, true) : count;
  return (
    <>
      <Toolbar>
        <SearchInput
          label={texts.search}
          placeholder={texts.searchPlaceholder}
          value={list.text}
          onChange={list.setSearch}
        />
        <OrderStatusToggles
          value={list.status}
          onChange={list.setStatus}
          counts={list.counts}
          capped={list.countsCapped}
          loading={list.countsLoading}
        />
      </Toolbar>
      {query.error ? (
        <ErrorState
          title={texts.error}
          message={(query.error as { message?: string }).message}
          onRetry={query.refetch}
          retryLabel={t("retry")}
        />
      ) : (
        <>
          {list.total !== undefined ? (
            <ListSummary aria-live="polite">
              {t("ordersCount", {
                count: atLeast(list.total, list.status),
                total: atLeast(all, null),
              })}
              {summaryExtra}
            </ListSummary>
          ) : list.countsLoading ? (
            // A searched page came before its counts: said so until they come.
            <ListSummary aria-live="polite">
              {t("countingOrders")}
              {summaryExtra}
            </ListSummary>
          ) : null}
          {above}
          <div
            data-orders-results
            aria-busy={list.stale || query.isFetching || undefined}
            style={{ opacity: list.stale ? 0.7 : 1 }}
          >
            <Table
              label={texts.table}
              columns={columns}
              rows={list.rows}
              rowKey={(order) => order.id}
              loading={query.isLoading}
              skeletonRows={8}
              empty={<EmptyState>{texts.empty}</EmptyState>}
            />
          </div>
          <Pagination page={list.page} totalPages={list.totalPages} onChange={list.setPage} />
        </>
      )}
    </>
  );
}
