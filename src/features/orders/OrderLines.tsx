import styled from "styled-components";
import { formatEuro } from "../../core/format";
import { t } from "./messages";
import type { OrderItem } from "../../core/types";
import { EmptyState } from "../../ui/States";
import { Table, type Column } from "../../ui/Table";
import { tokens } from "../../ui/tokens";
import { mediaUrl } from "../../core/config";

const Thumb = styled.img`
  width: 48px;
  height: 48px;
  object-fit: contain;
  border-radius: 6px;
  border: 1px solid ${tokens.border};
  background: #fff;
`;

const NoThumb = styled.span`
  display: inline-flex;
  width: 48px;
  height: 48px;
  align-items: center;
  justify-content: center;
  font-size: 10px;
  text-align: center;
  color: ${tokens.muted};
  border: 1px dashed ${tokens.border};
  border-radius: 6px;
`;

const money = (value: number) => formatEuro(value);

// Built per render so messages overridden with setMessages() apply.
const columns = (): Column<OrderItem>[] => [
  {
    key: "image",
    header: t("lineImage"),
    render: (item) => {
      const image = item.product.productImages[0]?.file.img_url;
      return image ? (
        <Thumb src={mediaUrl(image)} alt={item.product.product_name} loading="lazy" />
      ) : (
        <NoThumb>{t("noImage")}</NoThumb>
      );
    },
  },
  { key: "name", header: t("lineProduct"), render: (item) => item.product.product_name },
  { key: "barcode", header: t("barcode"), render: (item) => item.product.bar_code ?? "—" },
  { key: "colour", header: t("colour"), render: (item) => item.flavour?.flavour_name ?? "—" },
  { key: "tags", header: t("tags"), render: (item) => item.device?.device_name ?? "—" },
  { key: "cost", header: t("cost"), align: "right", render: (item) => money(item.original_price) },
  { key: "discounted", header: t("discountedPrice"), align: "right", render: (item) => money(item.discounted_price) },
  { key: "perItem", header: t("perItemDiscount"), align: "right", render: (item) => money(item.per_item_discount) },
  { key: "quantity", header: t("quantity"), align: "right", render: (item) => item.quantity },
  { key: "subtotal", header: t("lineSubtotal"), align: "right", render: (item) => money(item.subtotal) },
  { key: "discount", header: t("discountAmount"), align: "right", render: (item) => money(item.discount_amount) },
  { key: "net", header: t("netPayable"), align: "right", render: (item) => money(item.net_payable) },
];

/** Every line of the order: image, product, barcode, colour, tag, the prices and the quantities. */
export function OrderLines({ items }: { items: OrderItem[] }) {
  // No landmark of its own: the table's scroll box is the region, named after the table.
  return (
    <section>
      <h2 style={{ fontSize: 18 }}>{t("orderLines")}</h2>
      <Table
        label={t("orderLines")}
        columns={columns()}
        rows={items}
        rowKey={(item) => item.id}
        empty={<EmptyState>{t("noOrderLines")}</EmptyState>}
      />
    </section>
  );
}
