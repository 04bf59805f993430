import { catalogPaths } from "../../core/paths";
import styled from "styled-components";
import { formatEuro } from "../../core/format";
import type { TopProduct } from "../../core/types";
import { useTopProductsQuery } from "./blocksApi";
import { t } from "./messages";
import { BlockLink, PlainList, QueryPanel } from "./parts";
import { FRESH_FROM_STARTER_SECONDS } from "../../core/area";

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
  h3 {
    margin: 0 0 4px;
    font-size: 14px;
  }
`;

function Ranking({
  title,
  products,
  figure,
}: {
  title: string;
  products: TopProduct[];
  figure: (p: TopProduct) => string;
}) {
  return (
    <div>
      <h3>{title}</h3>
      <PlainList>
        {products.map((product) => (
          <li key={product.id}>
            <BlockLink
              to={catalogPaths.productForm(product.id)}
              aria-label={t("editNamedProduct", { name: product.product_name })}
            >
              {product.product_name}
            </BlockLink>
            <span className="figure">{figure(product)}</span>
          </li>
        ))}
      </PlainList>
    </div>
  );
}

/** The five best sellers of the last 30 days by revenue and by units, each to its edit screen. */
export function TopProductsBlock() {
  const query = useTopProductsQuery(undefined, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });
  return (
    <QueryPanel
      title={t("topProducts")}
      query={query}
      skeletonLines={5}
      errorTitle={t("topProductsFailed")}
      emptyText={(data) => (data.byRevenue.length === 0 ? t("topProductsEmpty") : null)}
    >
      {(data) => (
        <Columns>
          <Ranking title={t("byRevenue")} products={data.byRevenue} figure={(product) => formatEuro(product.revenue)} />
          <Ranking
            title={t("byUnits")}
            products={data.byUnits}
            figure={(product) => t("unitsSold", { count: product.units.toLocaleString() })}
          />
        </Columns>
      )}
    </QueryPanel>
  );
}
