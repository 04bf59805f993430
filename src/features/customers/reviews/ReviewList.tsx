import { useMemo } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { getConfig } from "../../../core/config";
import type { Review } from "../../../core/types";
import { Avatar } from "../../../ui/Avatar";
import { useListSort, useListView, type ListViewConfig } from "../../../ui/listView";
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
import { errorMessageOf, formatLocalDate, pageOf, pageParam } from "../shared/listPaging";
import { ListSummary } from "../../../ui/ListSummary";
import { StatusToggles } from "../../../ui/StatusToggles";
import { TextLink } from "../../../ui/TextLink";
import { Toolbar } from "../../../ui/Toolbar";
import { Nowrap } from "../shared/parts";
import { useListSearch } from "../shared/useListSearch";
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

/** Saved views of the reviews: the rating filter, sorted in the browser. */
const REVIEWS_VIEW: ListViewConfig<Review> = {
  list: "reviews",
  filters: ["rating"],
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
  const list = useListSearch();
  const navigate = useNavigate();
  const locale = getConfig().locale;
  const rating = ratingParam(list.query.get("rating"));
  const reviews = query.data;
  const filtered = useMemo(
    () => filterReviews(reviews ?? [], list.deferredSearch, rating),
    [reviews, list.deferredSearch, rating],
  );
  const sortRows = useListSort(REVIEWS_VIEW);
  const sorted = useMemo(() => sortRows(filtered), [sortRows, filtered]);
  const page = pageOf(sorted, list.typing ? 1 : pageParam(list.query.get("page")));
  const actions = useReviewActions(reviews, filtered);
  const bulk = useBulkSelection({
    rows: page.rows,
    idOf: (review) => review.id,
    nameOf: (review) => review.user.full_name,
    checkboxLabel: (review) => t("selectReview", { name: review.user.full_name, product: review.product.product_name }),
    pageCheckboxLabel: t("selectPage"),
    matching: reviews ? { total: filtered.length, filter: { search: list.deferredSearch.trim(), rating } } : undefined,
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
  const view = useListView(REVIEWS_VIEW, columns);

  return (
    <>
      <PageHeader title={t("allReviews")} />
      {view.bar}
      <Toolbar>
        <ListSearchInput label={t("searchReviews")} placeholder={t("searchReviewsPlaceholder")} search={list} />
        <StatusToggles
          label={t("ratingFilter")}
          value={rating}
          onChange={(value) => list.setParam("rating", value === null ? null : String(value))}
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
            <ListSummary aria-live="polite">
              {t("reviewsCount", { count: filtered.length, total: reviews.length })}
            </ListSummary>
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
