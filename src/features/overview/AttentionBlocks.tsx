import { catalogPaths, ordersPaths } from "../../core/paths";
import styled from "styled-components";
import type { Attention } from "../../core/types";
import { tokens } from "../../ui/tokens";
import { useAttentionQuery } from "./blocksApi";
import { t } from "./messages";
import { BlockLink, formatAge, Note, PlainList, QueryPanel } from "./parts";
import { FRESH_FROM_STARTER_SECONDS } from "../../core/area";

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
  const query = useAttentionQuery(undefined, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });
  return (
    <QueryPanel
      title={t("ordersWaiting")}
      query={query}
      skeletonLines={4}
      errorTitle={t("ordersWaitingFailed")}
      emptyText={(data) => (data.pending.count === 0 && data.confirmed.count === 0 ? t("ordersWaitingEmpty") : null)}
    >
      {(data) => (
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
    </QueryPanel>
  );
}

/** Published products at or under the server's threshold, lowest stock first, each to its edit screen. */
export function LowStockBlock() {
  const attention = useAttentionQuery(undefined, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });
  return (
    <QueryPanel
      title={t("lowStock")}
      query={{ ...attention, data: attention.data?.lowStock }}
      skeletonLines={4}
      errorTitle={t("lowStockFailed")}
      emptyText={(low) => (low.count === 0 ? t("lowStockEmpty", { threshold: low.threshold }) : null)}
    >
      {(low) => (
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
                  to={catalogPaths.productForm(product.id)}
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
    </QueryPanel>
  );
}
