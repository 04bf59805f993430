import { useEffect, useMemo, useRef } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { getConfig } from "../../../core/config";
import type { Review } from "../../../core/types";
import { Avatar } from "../../../ui/Avatar";
import { Button } from "../../../ui/Button";
import { useListSort, useListView, type ListViewConfig } from "../../../ui/listView";
import { Menu } from "../../../ui/Menu";
import { PageHeader } from "../../../ui/PageHeader";
import { Pagination } from "../../../ui/Pagination";
import { SearchInput } from "../../../ui/SearchInput";
import { EmptyState, ErrorState } from "../../../ui/States";
import { Table, type Column } from "../../../ui/Table";
import { tokens } from "../../../ui/tokens";
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
import { useReviewSelection } from "./useReviewSelection";
import { mediaUrl } from "../../../core/config";

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

const SelectionBar = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  flex-wrap: wrap;
  margin: 0 0 8px;
`;

const Failure = styled.span`
  display: block;
  color: ${tokens.danger};
  font-size: 13px;
`;

/** The page's checkbox: checked when every row of the page is selected, mixed when some are. */
function PageCheckbox({
  ids,
  selected,
  onChange,
}: {
  ids: number[];
  selected: ReadonlySet<number>;
  onChange: (on: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  const count = ids.filter((id) => selected.has(id)).length;
  const all = ids.length > 0 && count === ids.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={t("selectPage")}
      checked={all}
      disabled={ids.length === 0}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

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
  const selection = useReviewSelection(reviews);
  const pageIds = page.rows.map((review) => review.id);

  const columns: Column<Review>[] = [
    {
      key: "select",
      header: (
        <PageCheckbox
          ids={pageIds}
          selected={selection.selected}
          onChange={(on) => selection.togglePage(pageIds, on)}
        />
      ),
      width: "44px",
      render: (review) => (
        <input
          type="checkbox"
          aria-label={t("selectReview", { name: review.user.full_name, product: review.product.product_name })}
          checked={selection.selected.has(review.id)}
          onChange={(event) => selection.toggle(review.id, event.target.checked)}
        />
      ),
    },
    {
      key: "product",
      header: t("product"),
      sticky: true,
      render: (review) => {
        const thumbnail = thumbnailOf(review);
        return (
          <Product>
            {thumbnail ? <img src={mediaUrl(thumbnail)} alt="" /> : null}
            <TextLink to={`/review-detail/${review.id}`}>{review.product.product_name}</TextLink>
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
      render: (review) => (
        <>
          <span title={review.comment}>{shorten(review.comment)}</span>
          {selection.failures.has(review.id) ? (
            <Failure role="note">{t("failedReason", { reason: selection.failures.get(review.id)! })}</Failure>
          ) : null}
        </>
      ),
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
            { label: t("viewReview"), onSelect: () => navigate(`/review-detail/${review.id}`) },
            { label: t("deleteReview"), danger: true, onSelect: () => selection.askOne(review) },
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
        <SearchInput
          label={t("searchReviews")}
          placeholder={t("searchReviewsPlaceholder")}
          value={list.text}
          onChange={list.setSearch}
          clearLabel={t("clearSearch")}
        />
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
        <ErrorState
          title={t("errorFetchingReviews")}
          message={errorMessageOf(query.error)}
          onRetry={query.refetch}
          retryLabel={t("retry")}
        />
      ) : (
        <>
          {reviews ? (
            <SelectionBar>
              <ListSummary aria-live="polite" style={{ margin: 0 }}>
                {t("reviewsCount", { count: filtered.length, total: reviews.length })}
              </ListSummary>
              <span aria-live="polite">
                {selection.selected.size > 0 ? t("selectedCount", { count: selection.selected.size }) : ""}
              </span>
              {selection.selected.size > 0 ? (
                <>
                  <Button variant="danger" onClick={selection.askBulk}>
                    {t("deleteSelected")}
                  </Button>
                  <Button variant="secondary" onClick={selection.clear}>
                    {t("clearSelection")}
                  </Button>
                </>
              ) : null}
            </SelectionBar>
          ) : null}
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
      {selection.dialog}
    </>
  );
}
