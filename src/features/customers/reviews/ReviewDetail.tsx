import { skipToken } from "@reduxjs/toolkit/query";
import styled from "styled-components";
import { getConfig } from "../../../core/config";
import { Avatar } from "../../../ui/Avatar";
import { PageHeader } from "../../../ui/PageHeader";
import { ErrorState, LoadingRegion, Skeleton } from "../../../ui/States";
import { tokens } from "../../../ui/tokens";
import { useReviewByIdQuery } from "../api";
import { t } from "../messages";
import { errorMessageOf, errorStatusOf, formatLocalDate } from "../shared/listPaging";
import { catalogPaths, customersPaths } from "../../../core/paths";
import { AreaTextLink, TextLink } from "../../../ui/TextLink";
import { Panel } from "../shared/parts";
import { FactList } from "../../../ui/FactList";
import { thumbnailOf } from "./reviewListState";
import { Stars } from "./Stars";
import { mediaUrl } from "../../../core/config";
import { useRouteRecordId } from "../../../core/recordId";
import { RecordNotFound } from "../../../ui/RecordNotFound";
import { ScreenBackLink } from "../../../ui/TextLink";

const Gallery = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${tokens.radius};
    border: 1px solid ${tokens.border};
  }
`;

const Comment = styled.blockquote`
  margin: 0;
  padding: 12px 16px;
  border-left: 4px solid ${tokens.primary};
  background: ${tokens.bg};
  white-space: pre-wrap;
`;

/**
 * /review-detail/{id}: the real review, not sample data (docs/decisions.md, "The review detail
 * shows the real review"), with links to the product's edit screen and the customer's profile.
 */
export function ReviewDetail() {
  const { id, written } = useRouteRecordId();
  const { data, error, isLoading, refetch } = useReviewByIdQuery(id ?? skipToken);
  const locale = getConfig().locale;

  let body;
  if (id === null || errorStatusOf(error) === 404) {
    body = <RecordNotFound title={t("reviewNotFound")} text={t("reviewNotFoundText", { id: written })} />;
  } else if (isLoading) {
    body = (
      <LoadingRegion label={t("loading")}>
        <Skeleton $width="280px" $height={26} />
        <div style={{ height: 16 }} />
        <Skeleton $width="60%" />
        <div style={{ height: 10 }} />
        <Skeleton $width="80%" />
      </LoadingRegion>
    );
  } else if (error || !data) {
    body = <ErrorState title={t("errorFetchingReview")} message={errorMessageOf(error)} onRetry={refetch} />;
  } else {
    const thumbnail = thumbnailOf(data);
    body = (
      <>
        <PageHeader title={t("reviewBy", { name: data.user.full_name })} />
        <Panel aria-labelledby="review-text">
          <h2 id="review-text">
            <Stars rating={data.rating} />
          </h2>
          <Comment>{data.comment}</Comment>
          <p style={{ marginBottom: 0 }}>
            {t("date")}: {formatLocalDate(data.created_at, locale)}
          </p>
        </Panel>
        <Panel aria-labelledby="review-product">
          <h2 id="review-product">{t("product")}</h2>
          <FactList>
            <dt>{t("name")}</dt>
            <dd>{data.product.product_name}</dd>
          </FactList>
          {thumbnail ? (
            <Gallery style={{ marginTop: 12 }}>
              {data.product.productImages.map((image) => (
                <img key={image.file.img_url} src={mediaUrl(image.file.img_url)} alt={data.product.product_name} />
              ))}
            </Gallery>
          ) : null}
          <p style={{ marginBottom: 0 }}>
            <AreaTextLink to={catalogPaths.productForm(data.product.id)}>{t("editProduct")}</AreaTextLink>
          </p>
        </Panel>
        <Panel aria-labelledby="review-customer">
          <h2 id="review-customer">{t("customer")}</h2>
          <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
            <Avatar name={data.user.full_name} imageUrl={data.user.image_url} size={48} />
            <div>
              <strong>{data.user.full_name}</strong>
              <br />
              {data.user.email}
            </div>
          </div>
          <p style={{ marginBottom: 0 }}>
            <TextLink to={customersPaths.userProfile(data.user.id)}>{t("customerProfile")}</TextLink>
          </p>
        </Panel>
      </>
    );
  }

  return (
    <>
      <ScreenBackLink to={customersPaths.reviews()}>{t("backToReviews")}</ScreenBackLink>
      {body}
    </>
  );
}
