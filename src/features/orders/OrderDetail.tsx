import { skipToken } from "@reduxjs/toolkit/query";
import { useContext } from "react";
import { useLocation } from "react-router";
import { OrderDetailAsideContext } from "../../core/extensionContext";
import { useIsGuest } from "../../core/hostEvents";
import { t, type MessageKey } from "./messages";
import type { Order } from "../../core/types";
import { Button } from "../../ui/Button";
import { PageHeader } from "../../ui/PageHeader";
import { ErrorState, LoadingRegion, Skeleton } from "../../ui/States";
import { useOrderByIdQuery } from "./api";
import { OrderFacts } from "./OrderFacts";
import { OrderDetailSlot } from "./OrderDetailSlot";
import { OrderLines } from "./OrderLines";
import { actionsFor, type OrderAction } from "./orderStatus";
import { ACTION_LABELS, useOrderStatusChange } from "./useOrderStatusChange";
import { customersPaths, ordersPaths } from "../../core/paths";
import { useRouteRecordId } from "../../core/recordId";
import { useRecordCommands } from "../../core/recordCommands";
import { RecordNotFound } from "../../ui/RecordNotFound";
import { ScreenBackLink } from "../../ui/TextLink";
import { preloadOpenHistory, RecordHistory } from "../../ui/RecordHistory";

// The history shows open under the order: its code loads with this screen's.
preloadOpenHistory();

/** The command palette's names of the status changes (they name the order). */
const COMMAND_LABELS: Record<OrderAction, MessageKey> = {
  confirm: "paletteConfirmOrder",
  deliver: "paletteDeliverOrder",
  cancel: "paletteCancelOrder",
};

/** The valid status changes; Cancel order stands apart from Confirm so one is not hit for the other. */
function StatusButtons({ order }: { order: Order }) {
  const { ask, dialog } = useOrderStatusChange();
  const actions = actionsFor(order.order_status);
  // The same changes in the command palette, asked and reported as the buttons do.
  useRecordCommands(
    actions.map((action) => ({
      id: `order-${order.id}-${action}`,
      label: t(COMMAND_LABELS[action], { number: order.order_number }),
      run: () => ask(order, action),
    })),
  );
  if (actions.length === 0) return null;
  return (
    <div role="group" aria-label={t("orderStatusActions")} style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      {actions.map((action) =>
        action === "cancel" ? (
          <Button
            key={action}
            variant="danger"
            onClick={() => ask(order, action)}
            style={actions.length > 1 ? { marginLeft: 24 } : undefined}
          >
            {t("cancelOrderButton")}
          </Button>
        ) : (
          <Button key={action} variant="primary" onClick={() => ask(order, action)}>
            {t(ACTION_LABELS[action])}
          </Button>
        ),
      )}
      {dialog}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <LoadingRegion label={t("loading")}>
      <Skeleton $width="240px" $height={26} />
      <div style={{ height: 16 }} />
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))", gap: 16 }}>
        {[0, 1, 2, 3].map((card) => (
          <div key={card} style={{ display: "grid", gap: 10 }}>
            <Skeleton $width="40%" $height={18} />
            <Skeleton $width="90%" />
            <Skeleton $width="75%" />
            <Skeleton $width="60%" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

/** /view-order/{id}: one order, loaded by id (so a reload or a shared link works). */
export function OrderDetail() {
  const { id, written } = useRouteRecordId();
  const location = useLocation();
  const validId = id !== null;
  const { data, error, isLoading, refetch } = useOrderByIdQuery(id ?? skipToken);
  // Back to the list as it was left (search, filter, page), or to the customer whose profile
  // listed this order, when we came from there; otherwise to the list.
  const from = (location.state as { from?: string } | null)?.from;
  const fromCustomer = from?.startsWith(customersPaths.userProfile(":id").replace(":id", "")) ?? false;
  const back = from && (from.startsWith(ordersPaths.list()) || fromCustomer) ? from : ordersPaths.list();
  const status = (error as { status?: unknown } | undefined)?.status;
  // The embedder's panel: a render prop of <OrdersArea>, or inside an element its slot.
  const renderAside = useContext(OrderDetailAsideContext);
  const guest = useIsGuest();

  let body;
  if (!validId || status === 404) {
    body = <RecordNotFound title={t("orderNotFound")} text={t("orderNotFoundText", { id: written })} />;
  } else if (isLoading) {
    body = <DetailSkeleton />;
  } else if (error || !data) {
    body = (
      <ErrorState
        title={t("errorFetchingOrder")}
        message={(error as { message?: string } | undefined)?.message}
        onRetry={refetch}
        retryLabel={t("retry")}
      />
    );
  } else {
    // After a status change the next action (or the heading) takes focus, not the page body.
    body = (
      <div data-focus-return>
        <PageHeader title={t("orderHeading", { number: data.order_number })}>
          <StatusButtons order={data} />
        </PageHeader>
        <OrderFacts order={data} />
        {renderAside || guest ? (
          <div data-order-detail-aside>{renderAside ? renderAside(data) : <OrderDetailSlot orderId={data.id} />}</div>
        ) : null}
        <OrderLines items={data.orderItems ?? []} />
        <RecordHistory entity="order" recordId={data.id} open />
      </div>
    );
  }

  return (
    <>
      <ScreenBackLink to={back} state={validId ? { returnedFrom: id } : undefined}>
        {t(fromCustomer ? "backToCustomer" : "backToOrders")}
      </ScreenBackLink>
      {body}
    </>
  );
}
