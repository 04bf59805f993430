import { useMemo } from "react";
import { useLocation } from "react-router";
import { formatDate, formatEuro } from "../../core/format";
import { t } from "./messages";
import type { Order } from "../../core/types";
import { PageHeader } from "../../ui/PageHeader";
import type { Column } from "../../ui/Table";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { OrdersTableView } from "./OrdersTableView";
import { OrderLink } from "./parts";
import { useOrderPage } from "./useOrderPage";
import { ordersPaths } from "../../core/paths";

/** /transaction: each order's payment transaction, searched on the server a page at a time, each linking to its order. */
export function Transactions() {
  const list = useOrderPage();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  const columns = useMemo<Column<Order>[]>(
    () => [
      { key: "transaction", header: t("transactionId"), render: (order) => <code>{order.transaction_id}</code> },
      {
        key: "order",
        header: t("orderNumber"),
        render: (order) => (
          <OrderLink
            to={ordersPaths.detail(order.id)}
            state={{ from }}
            aria-label={t("openOrder", { number: order.order_number })}
          >
            {order.order_number}
          </OrderLink>
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
      <OrdersTableView
        list={list}
        columns={columns}
        texts={{
          search: t("searchTransactions"),
          searchPlaceholder: t("searchTransactionsPlaceholder"),
          error: t("errorFetchingTransactions"),
          table: t("transactions"),
          empty: t("noTransactionsFound"),
        }}
      />
    </>
  );
}
