import { catalogPaths, ordersPaths } from "../../core/paths";
import styled from "styled-components";
import type { Attention } from "../../core/types";
import { EmptyState } from "../../ui/States";
import { tokens } from "../../ui/tokens";
import { useAttentionQuery } from "./blocksApi";
import { t } from "./messages";
import { BlockError, formatAge, ListSkeleton, Note, BlockLink, Panel, PlainList } from "./parts";

const Waiting = styled.div`
  display: grid;
  gap: 16px;
  .count {
    font-size: 28px;
    font-weight: 700;
    margin: 0;
    line-height: 1.1;
  }
  p {
    margin: 2px 0;
  }
  .age {
    color: ${tokens.muted};
    font-size: 14px;
  }
`;

function WaitingRow({
  figure,
  one,
  other,
  to,
  linkText,
}: {
  figure: Attention["pending"];
  one: string;
  other: string;
  to: string;
  linkText: string;
}) {
  return (
    <div>
      <p className="count">{figure.count.toLocaleString()}</p>
      <p>{figure.count === 1 ? one : other}</p>
      {figure.oldestAt ? <p className="age">{t("oldestSince", { age: formatAge(figure.oldestAt) })}</p> : null}
      {figure.count > 0 ? <BlockLink to={to}>{linkText}</BlockLink> : null}
    </div>
  );
}

/** PENDING orders and CONFIRMED orders not yet delivered, each with the age of its oldest. */
export function OrdersWaitingBlock() {
  const { data, error, isError, isLoading, refetch } = useAttentionQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <Panel title={t("ordersWaiting")}>
      {isLoading ? (
        <ListSkeleton lines={4} />
      ) : isError || !data ? (
        <BlockError title={t("ordersWaitingFailed")} error={error} onRetry={refetch} />
      ) : data.pending.count === 0 && data.confirmed.count === 0 ? (
        <EmptyState>{t("ordersWaitingEmpty")}</EmptyState>
      ) : (
        <Waiting>
          <WaitingRow
            figure={data.pending}
            one={t("pendingOne")}
            other={t("pendingOther", { count: data.pending.count.toLocaleString() })}
            to={ordersPaths.list({ status: "PENDING" })}
            linkText={t("viewPending")}
          />
          <WaitingRow
            figure={data.confirmed}
            one={t("confirmedOne")}
            other={t("confirmedOther", { count: data.confirmed.count.toLocaleString() })}
            to={ordersPaths.list({ status: "CONFIRMED" })}
            linkText={t("viewConfirmed")}
          />
        </Waiting>
      )}
    </Panel>
  );
}

/** Published products at or under the server's threshold, lowest stock first, each to its edit screen. */
export function LowStockBlock() {
  const { data, error, isError, isLoading, refetch } = useAttentionQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const low = data?.lowStock;
  return (
    <Panel title={t("lowStock")}>
      {isLoading ? (
        <ListSkeleton lines={4} />
      ) : isError || !low ? (
        <BlockError title={t("lowStockFailed")} error={error} onRetry={refetch} />
      ) : low.count === 0 ? (
        <EmptyState>{t("lowStockEmpty", { threshold: low.threshold })}</EmptyState>
      ) : (
        <>
          <Note style={{ margin: "0 0 4px" }}>
            {low.count === 1
              ? t("lowStockCountOne", { threshold: low.threshold })
              : t("lowStockCountOther", { count: low.count.toLocaleString(), threshold: low.threshold })}
          </Note>
          <PlainList>
            {low.products.map((product) => (
              <li key={product.id}>
                <BlockLink
                  to={catalogPaths.productEdit(product.id)}
                  aria-label={t("editNamedProduct", { name: product.product_name })}
                >
                  {product.product_name}
                </BlockLink>
                <span className="figure">{t("inStock", { count: product.stock })}</span>
              </li>
            ))}
          </PlainList>
          {low.count > low.products.length ? (
            <Note>{t("lowStockMore", { count: (low.count - low.products.length).toLocaleString() })}</Note>
          ) : null}
        </>
      )}
    </Panel>
  );
}
