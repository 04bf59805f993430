import type { ReactNode } from "react";
import styled from "styled-components";
import { formatDate, formatEuro } from "../../core/format";
import { t } from "./messages";
import type { Order } from "../../core/types";
import { tokens } from "../../ui/tokens";
import { OrderStatusBadge } from "./OrderStatusBadge";

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 16px;
  margin-bottom: 20px;
`;

const Card = styled.section`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  padding: 16px 18px;
  h2 {
    margin: 0 0 10px;
    font-size: 16px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px 16px;
    margin: 0;
  }
  dt {
    color: ${tokens.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  dd.total {
    font-size: 17px;
  }
`;

type Fact = [label: string, value: ReactNode, className?: string];

/** The shipping address's lines, in order (each labelled by the message of its name). */
const ADDRESS_LINES = ["street", "city", "country"] as const;

function Facts({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <Card aria-label={title}>
      <h2>{title}</h2>
      <dl>
        {facts.map(([label, value, className]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd className={className}>{value ?? "—"}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The order's transaction, shipping address, amounts and customer, in four cards. */
export function OrderFacts({ order }: { order: Order }) {
  const { user, shippingAddress } = order;
  return (
    <Grid>
      <Facts
        title={t("orderTransaction")}
        facts={[
          [t("transactionId"), order.transaction_id],
          [t("orderDate"), formatDate(order.created_at)],
          [t("orderStatus"), <OrderStatusBadge status={order.order_status} />],
        ]}
      />
      <Facts
        title={t("shippingAddress")}
        facts={[
          ...ADDRESS_LINES.map((line): Fact => [t(line), shippingAddress[line]]),
          [t("shippingService"), order.shippingService?.title],
        ]}
      />
      <Facts
        title={t("orderAmounts")}
        facts={[
          [t("subTotal"), formatEuro(order.subtotal)],
          [t("totalDiscount"), formatEuro(order.total_discount)],
          [t("totalPrice"), formatEuro(order.total_price)],
          [t("shippingCharges"), formatEuro(order.shipping_charges)],
          [t("netPayable"), formatEuro(order.net_payable), "total"],
        ]}
      />
      <Facts
        title={t("customerDetails")}
        facts={[
          [t("customerName"), user.full_name],
          [t("customerEmail"), user.email],
          [t("phone"), user.contact_number],
          [t("dateOfBirth"), user.dob ? formatDate(user.dob) : null],
          [t("userType"), user.bussiness_type],
          [t("location"), user.country_name],
        ]}
      />
    </Grid>
  );
}
