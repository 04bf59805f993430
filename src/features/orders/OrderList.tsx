import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { formatEuro } from "../../core/format";
import { t } from "./messages";
import { notify } from "../../core/notify";
import type { Order } from "../../core/types";
import { Button } from "../../ui/Button";
import { Menu, type MenuItem } from "../../ui/Menu";
import { PageHeader } from "../../ui/PageHeader";
import type { Column } from "../../ui/Table";
import { useOrdersQuery } from "./api";
import { orderSearchFields } from "./listState";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { actionsFor } from "./orderStatus";
import { csvFileName, downloadText, ordersToCsv } from "./ordersCsv";
import { OrdersTableView } from "./OrdersTableView";
import { Nowrap, TextLink, VisuallyHidden } from "./parts";
import { useOrderList } from "./useOrderList";
import { ACTION_LABELS, useOrderStatusChange } from "./useOrderStatusChange";

/** /orders: every order, searchable and filtered by status, with the valid status changes per row. */
export function OrderList() {
  const query = useOrdersQuery();
  const list = useOrderList(query.data, orderSearchFields);
  const { ask, dialog } = useOrderStatusChange();
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  const columns = useMemo<Column<Order>[]>(
    () => [
      { key: "serial", header: t("serialNumber"), width: "64px", render: (_order, index) => list.offset + index + 1 },
      { key: "number", header: t("orderNumber"), render: (order) => <Nowrap>{order.order_number}</Nowrap> },
      { key: "name", header: t("customerName"), render: (order) => order.user.full_name },
      { key: "email", header: t("customerEmail"), render: (order) => order.user.email },
      { key: "shipping", header: t("shippingService"), render: (order) => order.shippingService?.title ?? "—" },
      { key: "net", header: t("netPayable"), align: "right", render: (order) => formatEuro(order.net_payable) },
      { key: "status", header: t("orderStatus"), render: (order) => <OrderStatusBadge status={order.order_status} /> },
      {
        key: "actions",
        header: <VisuallyHidden>{t("actions")}</VisuallyHidden>,
        width: "56px",
        render: (order) => {
          const items: MenuItem[] = [
            { label: t("viewOrder"), onSelect: () => navigate(`/view-order/${order.id}`, { state: { from } }) },
            ...actionsFor(order.order_status).map((action) => ({
              label: t(ACTION_LABELS[action]),
              danger: action === "cancel",
              onSelect: () => ask(order, action),
            })),
          ];
          return <Menu label={t("orderActions", { number: order.order_number })} items={items} />;
        },
      },
    ],
    [list.offset, navigate, ask, from],
  );

  const exportCsv = () => {
    downloadText(ordersToCsv(list.filtered), csvFileName());
    notify.success(t("exportedCsv", { count: list.filtered.length }));
  };

  return (
    <>
      <PageHeader title={t("allOrders")}>
        {/* The spec's sidebar has no Transactions entry: the list leads there. */}
        <TextLink to="/transaction">{t("transactions")}</TextLink>
        <Button variant="secondary" onClick={exportCsv} disabled={!query.data || list.filtered.length === 0}>
          {t("exportCsv")}
        </Button>
      </PageHeader>
      <OrdersTableView
        list={list}
        columns={columns}
        query={query}
        texts={{
          search: t("searchOrders"),
          searchPlaceholder: t("searchOrdersPlaceholder"),
          error: t("errorFetchingOrders"),
          table: t("allOrders"),
          empty: t("noOrdersFound"),
        }}
      />
      {dialog}
    </>
  );
}
