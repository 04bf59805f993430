import { useContext, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useLocation, useNavigate } from "react-router";
import { AreaNavContext } from "../../core/area";
import { extensionMenuItems, extensionTableColumns, useExtensions } from "../../core/extensions";
import { formatDate, formatEuro } from "../../core/format";
import { t } from "./messages";
import { notify } from "../../core/notify";
import type { Order } from "../../core/types";
import { Button } from "../../ui/Button";
import { Menu, type MenuItem } from "../../ui/Menu";
import { PageHeader } from "../../ui/PageHeader";
import type { Column } from "../../ui/Table";
import { exportQueryOf } from "./orderListConfig";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { actionsFor } from "./orderStatus";
import { exportOrdersCsv, type ExportProgress } from "./ordersCsv";
import { NewOrdersButton } from "./NewOrdersButton";
import { OrdersTableView } from "./OrdersTableView";
import { useBulkSelection } from "../../ui/useBulkSelection";
import { useListView } from "../../ui/listView";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { TextLink } from "../../ui/TextLink";
import { ExportStatus, Nowrap, OrderLink } from "./parts";
import { useOrderPage } from "./useOrderPage";
import { useOrderBulkActions } from "./useOrderBulkActions";
import { ACTION_LABELS, useOrderStatusChange } from "./useOrderStatusChange";
import { ordersPaths } from "../../core/paths";

/**
 * Back from an order, the list is where it was left (search, filter and page ride in the URL)
 * and focus is on that order's link, scrolled into view.
 */
function useFocusReturnedOrder(orders: readonly Order[], results: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const returnedFrom = (location.state as { returnedFrom?: number } | null)?.returnedFrom;
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!returnedFrom || orders.length === 0 || done.current === location.key) return;
    done.current = location.key;
    requestAnimationFrame(() => {
      const link = results.current?.querySelector<HTMLElement>(`[data-order-link="${returnedFrom}"]`);
      link?.focus();
      link?.scrollIntoView({ block: "center" });
    });
  }, [returnedFrom, orders, location.key, results]);
}

/** /orders: the orders a page at a time, searched and filtered by status, with the valid status changes per row. */
export function OrderList() {
  const list = useOrderPage();
  const { ask, dialog } = useOrderStatusChange();
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const transactionsInNavigation = useContext(AreaNavContext).includes(ordersPaths.transactions());
  const results = useRef<HTMLDivElement>(null);
  useFocusReturnedOrder(list.rows, results);
  const [exporting, setExporting] = useState<ExportProgress | null>(null);
  // An embedder's columns go after the built-in ones (before the actions), its actions into each row's menu.
  const extensions = useExtensions("orders");
  const bulk = useBulkSelection({
    rows: list.rows,
    idOf: (order) => order.id,
    nameOf: (order) => order.order_number,
    matching:
      list.total === undefined
        ? undefined
        : { total: list.total, filter: list.matchingFilter, atLeast: list.countsCapped },
    actions: useOrderBulkActions(),
  });

  const columns = useMemo<Column<Order>[]>(
    () => [
      bulk.column,
      { key: "serial", header: t("serialNumber"), width: "64px", render: (_order, index) => list.offset + index + 1 },
      {
        key: "number",
        header: t("orderNumber"),
        sticky: true,
        render: (order) => (
          <OrderLink to={ordersPaths.detail(order.id)} state={{ from }} data-order-link={order.id}>
            {order.order_number}
          </OrderLink>
        ),
      },
      { key: "date", header: t("orderDate"), render: (order) => <Nowrap>{formatDate(order.created_at)}</Nowrap> },
      { key: "name", header: t("customerName"), render: (order) => order.user.full_name },
      { key: "email", header: t("customerEmail"), render: (order) => order.user.email },
      { key: "shipping", header: t("shippingService"), render: (order) => order.shippingService?.title ?? "—" },
      { key: "net", header: t("netPayable"), align: "right", render: (order) => formatEuro(order.net_payable) },
      { key: "status", header: t("orderStatus"), render: (order) => <OrderStatusBadge status={order.order_status} /> },
      ...extensionTableColumns(extensions.columns),
      {
        key: "actions",
        header: <VisuallyHidden>{t("actions")}</VisuallyHidden>,
        width: "56px",
        render: (order) => {
          const items: MenuItem[] = [
            { label: t("viewOrder"), onSelect: () => navigate(ordersPaths.detail(order.id), { state: { from } }) },
            ...actionsFor(order.order_status).map((action) => ({
              label: t(ACTION_LABELS[action]),
              danger: action === "cancel",
              onSelect: () => ask(order, action),
            })),
            ...extensionMenuItems(extensions.rowActions, order),
          ];
          return <Menu label={t("orderActions", { number: order.order_number })} items={items} />;
        },
      },
    ],
    [bulk.column, list.offset, navigate, ask, from, extensions],
  );
  const view = useListView(list.views, columns);

  // Every order matching what the list shows, however many: streamed by the server.
  const exportCsv = async () => {
    setExporting({ done: 0, total: list.total ?? null });
    try {
      const count = await exportOrdersCsv(exportQueryOf(list.matchingFilter), setExporting);
      notify.success(t("exportedCsv", { count }));
    } catch (error) {
      notify.error(t("exportCsvFailed"), (error as Error).message);
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <PageHeader title={t("allOrders")}>
        {/* The spec's sidebar has no Transactions entry: the list leads there, unless the
            area's own navigation already does (<shop-orders>). */}
        {transactionsInNavigation ? null : <TextLink to={ordersPaths.transactions()}>{t("transactions")}</TextLink>}
        {exporting ? (
          <ExportStatus role="status">
            <progress aria-label={t("exportProgress")} value={exporting.done} max={exporting.total || undefined} />
            {exporting.total === null
              ? t("exportingCsvRows", { done: exporting.done })
              : t("exportingCsv", { done: exporting.done, total: exporting.total })}
          </ExportStatus>
        ) : null}
        {/* While it runs the button stays focusable (aria-disabled, not disabled): a disabled
            button would drop the keyboard focus to the page. */}
        <Button
          variant="secondary"
          onClick={() => (exporting ? undefined : void exportCsv())}
          aria-disabled={exporting !== null || undefined}
          disabled={list.rows.length === 0 || list.stale}
        >
          {t("exportCsv")}
        </Button>
      </PageHeader>
      {view.bar}
      <NewOrdersButton />
      <div ref={results}>
        <OrdersTableView
          list={list}
          columns={view.columns}
          above={bulk.bar}
          texts={{
            search: t("searchOrders"),
            searchPlaceholder: t("searchOrdersPlaceholder"),
            error: t("errorFetchingOrders"),
            table: t("allOrders"),
            empty: t("noOrdersFound"),
          }}
        />
      </div>
      {dialog}
      {bulk.dialog}
    </>
  );
}
