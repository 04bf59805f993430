import styled from "styled-components";
import { tokens } from "../../ui/tokens";
import { BANNER_MIN } from "./bannerImage";
import { t } from "./messages";
import { mediaUrl } from "../../core/config";

const Frame = styled.figure`
  margin: 0 0 16px;
  figcaption {
    font-weight: 600;
    margin-bottom: 6px;
  }
`;

// The shopper's app shows banners 327 px wide at 327:168; wider screens scale the same shape.
const Screen = styled.div`
  width: min(${BANNER_MIN.width}px, 100%);
  aspect-ratio: ${BANNER_MIN.width} / ${BANNER_MIN.height};
  border-radius: 12px;
  overflow: hidden;
  background: ${tokens.bg};
  border: 1px solid ${tokens.border};
  display: grid;
  place-items: center;
  text-align: center;
  color: ${tokens.muted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** The banner at the size and aspect ratio a shopper sees it, before it is saved. */
export function BannerPreview({ imageUrl, title }: { imageUrl: string; title: string }) {
  return (
    <Frame>
      <figcaption>{t("bannerPreview", { width: BANNER_MIN.width, height: BANNER_MIN.height })}</figcaption>
      <Screen data-banner-preview>
        {imageUrl ? (
          <img src={mediaUrl(imageUrl)} alt={title} />
        ) : (
          <span style={{ padding: 12 }}>{t("bannerPreviewEmpty")}</span>
        )}
      </Screen>
    </Frame>
  );
}
