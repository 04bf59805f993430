import { useNavigate } from "react-router";
import styled from "styled-components";
import { getConfig } from "../../../core/config";
import type { Review } from "../../../core/types";
import { Avatar } from "../../../ui/Avatar";
import { useListView } from "../../../ui/listView";
import { useListController, type ListConfig } from "../../../core/useListController";
import { Menu } from "../../../ui/Menu";
import { PageHeader } from "../../../ui/PageHeader";
import { Pagination } from "../../../ui/Pagination";
import { ListSearchInput } from "../../../ui/ListSearchInput";
import { EmptyState, ErrorState } from "../../../ui/States";
import { Table, type Column } from "../../../ui/Table";
import { tokens } from "../../../ui/tokens";
import { useBulkSelection } from "../../../ui/useBulkSelection";
import { VisuallyHidden } from "../../../ui/VisuallyHidden";
import { useReviewsQuery } from "../api";
import { t } from "../messages";
import { errorMessageOf, formatLocalDate } from "../shared/listPaging";
import { ListSummary } from "../../../ui/ListSummary";
import { StatusToggles } from "../../../ui/StatusToggles";
import { TextLink } from "../../../ui/TextLink";
import { Toolbar } from "../../../ui/Toolbar";
import { Nowrap } from "../shared/parts";
import { filterReviews, RATINGS, ratingParam, shorten, thumbnailOf } from "./reviewListState";
import { Stars } from "./Stars";
import { useReviewActions } from "./useReviewActions";
import { mediaUrl } from "../../../core/config";
import { customersPaths } from "../../../core/paths";

const Product = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  img {
    width: 36px;
    height: 36px;
    border-radius: 6px;
    object-fit: cover;
    border: 1px solid ${tokens.border};
  }
`;

/** The reviews: all in one answer, filtered by rating and searched in the browser. */
const REVIEWS_LIST: ListConfig<Review, { rating: number | null }> = {
  views: "reviews",
  filters: { rating: ratingParam },
  searchDelay: 250,
  pageSize: 25,
  match: (reviews, search, { rating }) => filterReviews(reviews, search, rating),
  sorts: {
    product: (review) => review.product.product_name,
    customer: (review) => review.user.full_name,
    rating: (review) => review.rating,
    date: (review) => review.created_at,
  },
};

/** /reviews and /review: every review, filtered by rating and searched, deletable one by one or several at once. */
export function ReviewList() {
  const query = useReviewsQuery();
  const reviews = query.data;
  const list = useListController(REVIEWS_LIST, reviews);
  const navigate = useNavigate();
  const locale = getConfig().locale;
  const { rating } = list.filters;
  const page = list.shown;
  const actions = useReviewActions(reviews, page.matching);
  const bulk = useBulkSelection({
    rows: page.rows,
    idOf: (review) => review.id,
    nameOf: (review) => review.user.full_name,
    checkboxLabel: (review) => t("selectReview", { name: review.user.full_name, product: review.product.product_name }),
    pageCheckboxLabel: t("selectPage"),
    matching: reviews ? { total: page.count, filter: list.matchingFilter } : undefined,
    actions: actions.bulk,
  });

  const columns: Column<Review>[] = [
    bulk.column,
    {
      key: "product",
      header: t("product"),
      sticky: true,
      render: (review) => {
        const thumbnail = thumbnailOf(review);
        return (
          <Product>
            {thumbnail ? <img src={mediaUrl(thumbnail)} alt="" /> : null}
            <TextLink to={customersPaths.reviewDetail(review.id)}>{review.product.product_name}</TextLink>
          </Product>
        );
      },
    },
    {
      key: "customer",
      header: t("customer"),
      render: (review) => (
        <Product>
          <Avatar name={review.user.full_name} imageUrl={review.user.image_url} size={28} />
          {review.user.full_name}
        </Product>
      ),
    },
    { key: "rating", header: t("rating"), render: (review) => <Stars rating={review.rating} /> },
    {
      key: "comment",
      header: t("comment"),
      render: (review) => <span title={review.comment}>{shorten(review.comment)}</span>,
    },
    {
      key: "date",
      header: t("date"),
      render: (review) => <Nowrap>{formatLocalDate(review.created_at, locale)}</Nowrap>,
    },
    {
      key: "actions",
      header: <VisuallyHidden>{t("actions")}</VisuallyHidden>,
      width: "56px",
      render: (review) => (
        <Menu
          label={t("reviewActions", { name: review.user.full_name })}
          items={[
            { label: t("viewReview"), onSelect: () => navigate(customersPaths.reviewDetail(review.id)) },
            { label: t("deleteReview"), danger: true, onSelect: () => actions.single.ask(review) },
          ]}
        />
      ),
    },
  ];
  const view = useListView(list.views, columns);

  return (
    <>
      <PageHeader title={t("allReviews")} />
      {view.bar}
      <Toolbar>
        <ListSearchInput label={t("searchReviews")} placeholder={t("searchReviewsPlaceholder")} search={list} />
        <StatusToggles
          label={t("ratingFilter")}
          value={rating}
          onChange={(value) => list.setFilter("rating", value)}
          options={[
            { value: null, label: t("allRatings") },
            ...RATINGS.map((value) => ({ value, label: t("ratingOption", { count: value }) })),
          ]}
        />
      </Toolbar>
      {query.error ? (
        <ErrorState title={t("errorFetchingReviews")} message={errorMessageOf(query.error)} onRetry={query.refetch} />
      ) : (
        <>
          {reviews ? (
            <ListSummary aria-live="polite">{t("reviewsCount", { count: page.count, total: page.total })}</ListSummary>
          ) : null}
          {bulk.bar}
          <div aria-busy={list.stale || query.isFetching || undefined}>
            <Table
              label={t("reviewsTable")}
              columns={view.columns}
              rows={page.rows}
              rowKey={(review) => review.id}
              loading={query.isLoading}
              skeletonRows={6}
              empty={<EmptyState>{t("noReviewsFound")}</EmptyState>}
            />
          </div>
          <Pagination
            page={page.page}
            totalPages={page.totalPages}
            onChange={list.setPage}
            labels={{ navigation: t("reviewsPages") }}
          />
        </>
      )}
      {actions.single.dialog}
      {bulk.dialog}
    </>
  );
}
