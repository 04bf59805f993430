import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import { formatDate, formatEuro } from "../../core/format";
import { t } from "./messages";
import type { Order } from "../../core/types";
import { PageHeader } from "../../ui/PageHeader";
import { Pagination } from "../../ui/Pagination";
import { SearchInput } from "../../ui/SearchInput";
import { EmptyState, ErrorState } from "../../ui/States";
import { Table, type Column } from "../../ui/Table";
import { useOrdersQuery } from "./api";
import { transactionSearchFields } from "./listState";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { ListSummary, Toolbar } from "./parts";
import { StatusFilter } from "./StatusFilter";
import { useOrderList } from "./useOrderList";

/** /transaction: each order's payment transaction, searchable, each linking to its order. */
export function Transactions() {
  const { data, error, isLoading, isFetching, refetch } = useOrdersQuery();
  const list = useOrderList(data, transactionSearchFields);
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  const columns = useMemo<Column<Order>[]>(
    () => [
      { key: "transaction", header: t("transactionId"), render: (order) => <code>{order.transaction_id}</code> },
      {
        key: "order",
        header: t("orderNumber"),
        render: (order) => (
          <Link
            to={`/view-order/${order.id}`}
            state={{ from }}
            aria-label={t("openOrder", { number: order.order_number })}
          >
            {order.order_number}
          </Link>
        ),
      },
      { key: "customer", header: t("customer"), render: (order) => order.user.full_name },
      { key: "date", header: t("orderDate"), render: (order) => formatDate(order.created_at) },
      { key: "net", header: t("netPayable"), align: "right", render: (order) => formatEuro(order.net_payable) },
      { key: "status", header: t("orderStatus"), render: (order) => <OrderStatusBadge status={order.order_status} /> },
    ],
    [from],
  );

  return (
    <>
      <PageHeader title={t("transactions")} />
      <Toolbar>
        <SearchInput
          label={t("searchTransactions")}
          placeholder={t("searchTransactionsPlaceholder")}
          value={list.text}
          onChange={list.setSearch}
          clearLabel={t("clearSearch")}
        />
        <StatusFilter value={list.status} onChange={list.setStatus} />
      </Toolbar>
      {error ? (
        <ErrorState
          title={t("errorFetchingTransactions")}
          message={(error as { message?: string }).message}
          onRetry={refetch}
          retryLabel={t("retry")}
        />
      ) : (
        <>
          {data ? (
            <ListSummary>{t("ordersCount", { count: list.filtered.length, total: list.total })}</ListSummary>
          ) : null}
          <div aria-busy={list.stale || isFetching || undefined} style={{ opacity: list.stale ? 0.7 : 1 }}>
            <Table
              label={t("transactions")}
              columns={columns}
              rows={list.rows}
              rowKey={(order) => order.id}
              loading={isLoading}
              skeletonRows={8}
              empty={<EmptyState>{t("noTransactionsFound")}</EmptyState>}
            />
          </div>
          <Pagination page={list.page} totalPages={list.totalPages} onChange={list.setPage} />
        </>
      )}
    </>
  );
}
