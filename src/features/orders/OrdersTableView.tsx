import type { Order } from "../../core/types";
import { Pagination } from "../../ui/Pagination";
import { SearchInput } from "../../ui/SearchInput";
import { EmptyState, ErrorState } from "../../ui/States";
import { Table, type Column } from "../../ui/Table";
import { t } from "./messages";
import { ListSummary, Toolbar } from "./parts";
import { OrderStatusToggles } from "./OrderStatusToggles";
import type { useOrderList } from "./useOrderList";

/**
 * What the orders list and the transactions list share below their headers: the search and
 * status toolbar, then the error (with Retry), or the count, the paged table and the pagination.
 */
export function OrdersTableView({
  list,
  columns,
  query,
  texts,
}: {
  list: ReturnType<typeof useOrderList>;
  columns: Column<Order>[];
  query: { data?: Order[]; error?: unknown; isLoading: boolean; isFetching: boolean; refetch: () => unknown };
  texts: { search: string; searchPlaceholder: string; error: string; table: string; empty: string };
}) {
  return (
    <>
      <Toolbar>
        <SearchInput
          label={texts.search}
          placeholder={texts.searchPlaceholder}
          value={list.text}
          onChange={list.setSearch}
          clearLabel={t("clearSearch")}
        />
        <OrderStatusToggles value={list.status} onChange={list.setStatus} />
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
          {query.data ? (
            <ListSummary aria-live="polite">
              {t("ordersCount", { count: list.filtered.length, total: list.total })}
            </ListSummary>
          ) : null}
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
