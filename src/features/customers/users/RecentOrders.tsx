import { getConfig } from "../../../core/config";
import { formatEuro } from "../../../core/format";
import type { User } from "../../../core/types";
import { EmptyState, ErrorState } from "../../../ui/States";
import { Table, type Column } from "../../../ui/Table";
import { useUserOrdersQuery, type CustomerOrder } from "../api";
import { t } from "../messages";
import { errorMessageOf, formatLocalDate } from "../shared/listPaging";
import { customersPaths, ordersPaths } from "../../../core/paths";
import { AreaTextLink } from "../../../ui/TextLink";
import { Nowrap, Panel } from "../shared/parts";

/** The customer's most recent orders (GET /user/orders/{id}), each opening its order page. */
export function RecentOrders({ user }: { user: User }) {
  const { data, error, isLoading, refetch } = useUserOrdersQuery(user.id);
  const locale = getConfig().locale;
  const columns: Column<CustomerOrder>[] = [
    {
      key: "number",
      header: t("orderNumber"),
      sticky: true,
      render: (order) => (
        // The order's Back link returns here, to this customer, not to the orders list.
        <AreaTextLink to={ordersPaths.detail(order.id)} state={{ from: customersPaths.userProfile(user.id) }}>
          {order.order_number}
        </AreaTextLink>
      ),
    },
    {
      key: "date",
      header: t("orderDate"),
      render: (order) => <Nowrap>{formatLocalDate(order.created_at, locale)}</Nowrap>,
    },
    { key: "status", header: t("orderStatus"), render: (order) => order.order_status },
    { key: "net", header: t("netPayable"), align: "right", render: (order) => formatEuro(order.net_payable) },
  ];
  return (
    <Panel aria-labelledby="customer-orders">
      <h2 id="customer-orders">{t("recentOrders")}</h2>
      {error ? (
        <ErrorState title={t("errorFetchingOrders")} message={errorMessageOf(error)} onRetry={refetch} />
      ) : (
        <Table
          label={t("recentOrdersTable", { name: user.full_name })}
          columns={columns}
          rows={data?.orders}
          rowKey={(order) => order.id}
          loading={isLoading}
          skeletonRows={3}
          empty={<EmptyState>{t("noOrdersYet")}</EmptyState>}
        />
      )}
    </Panel>
  );
}
