import { useState } from "react";
import styled from "styled-components";
import { formatEuro } from "../../../core/format";
import { t } from "../messages";
import type { Product } from "../../../core/types";
import { Modal } from "../../../ui/Modal";
import { tokens } from "../../../ui/tokens";
import { imagesInOrder } from "./imageOrder";
import { mediaUrl } from "../../../core/config";

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 20px;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

const Main = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: contain;
  background: ${tokens.bg};
  border-radius: ${tokens.radius};
  border: 1px solid ${tokens.border};
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 10px 0 0;
  padding: 0;
  button {
    padding: 0;
    width: 56px;
    height: 56px;
    border: 2px solid ${tokens.border};
    border-radius: 6px;
    background: ${tokens.surface};
    cursor: pointer;
    overflow: hidden;
  }
  button[aria-pressed="true"] {
    border-color: ${tokens.primary};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 14px;
  dt {
    font-weight: 600;
    color: ${tokens.muted};
  }
  dd {
    margin: 0;
  }
`;

const Description = styled.p`
  white-space: pre-line;
  margin: 16px 0 0;
`;

const listOr = (items: string[]) => (items.length ? items.join(", ") : t("noneSet"));

/** The View Product popup: gallery with thumbnails, prices, attributes, stock, description. */
export function ProductPreview({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const [shown, setShown] = useState(0);
  const images = product ? imagesInOrder(product.productImages) : [];
  const current = images[Math.min(shown, images.length - 1)];
  return (
    <Modal open={product !== null} title={product?.product_name ?? ""} onClose={onClose} closeLabel={t("close")}>
      {product ? (
        <Layout>
          <div>
            {current ? (
              <Main
                src={mediaUrl(current.img_url)}
                alt={`${product.product_name}: ${t("imageNumber", { position: shown + 1, count: images.length })}`}
              />
            ) : null}
            {images.length > 1 ? (
              <Thumbs aria-label={t("productImages")}>
                {images.map((image, index) => (
                  <li key={image.id}>
                    <button
                      type="button"
                      aria-label={t("previewImage", { position: index + 1 })}
                      aria-pressed={index === shown}
                      onClick={() => setShown(index)}
                    >
                      <img src={mediaUrl(image.img_url)} alt="" />
                    </button>
                  </li>
                ))}
              </Thumbs>
            ) : null}
          </div>
          <div>
            <Facts>
              <dt>{t("b2bPrice")}</dt>
              <dd data-field="compared_price">
                {product.compared_price === null ? t("notAvailable") : formatEuro(product.compared_price)}
              </dd>
              <dt>{t("b2cPrice")}</dt>
              <dd data-field="price">{formatEuro(product.price)}</dd>
              <dt>{t("colors")}</dt>
              <dd>{listOr(product.productFlavours.map((link) => link.flavours.flavour_name))}</dd>
              <dt>{t("barcode")}</dt>
              <dd data-field="bar_code">{product.bar_code || t("notAvailable")}</dd>
              <dt>{t("tags")}</dt>
              <dd>{listOr(product.productDevices.map((link) => link.device.device_name))}</dd>
              <dt>{t("nicotineStrengths")}</dt>
              <dd>
                {listOr(
                  product.productNicotines.map((link) =>
                    `${link.nicotines.nicotine_strength} ${link.nicotines.unit}`.trim(),
                  ),
                )}
              </dd>
              <dt>{t("inventory")}</dt>
              <dd data-field="stock">{product.stock}</dd>
            </Facts>
            {product.description ? <Description>{product.description}</Description> : null}
          </div>
        </Layout>
      ) : null}
    </Modal>
  );
}
