import { useMemo } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { formatDate, formatEuro } from "../../core/format";
import type { Discount } from "../../core/types";
import { LinkButton } from "../../ui/LinkButton";
import { ListSummary } from "../../ui/ListSummary";
import { useListView } from "../../ui/listView";
import { useListController, type ListConfig } from "../../core/useListController";
import { Menu, type MenuItem } from "../../ui/Menu";
import { NativeSelect } from "../../ui/NativeSelect";
import { PageHeader } from "../../ui/PageHeader";
import { ListSearchInput } from "../../ui/ListSearchInput";
import { EmptyState, ErrorState } from "../../ui/States";
import { Table, type Column } from "../../ui/Table";
import { useBulkSelection } from "../../ui/useBulkSelection";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { useDiscountsQuery } from "./api";
import { appliesTo, kindLabel, searchText, valueText } from "./discountDisplay";
import type { Audience } from "./discountForm";
import { t } from "./messages";
import { ScheduleBadge } from "./ScheduleBadge";
import { useDiscountActions } from "./useDiscountActions";
import { useDiscountBulkActions } from "./useDiscountBulkActions";
import { discountsPaths } from "../../core/paths";

const AUDIENCES: Audience[] = ["B2B", "B2C", "BOTH"];
const isAudience = (value: string | null): value is Audience => AUDIENCES.includes(value as Audience);

const Toolbar = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  align-items: center;
  margin-bottom: 12px;
`;

/** The primary link button, as tall as this list's toolbar controls. */
const CreateLink = styled(LinkButton)`
  min-height: 40px;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

/**
 * The discounts: all in one answer, filtered by business type and searched in the browser; both
 * live in the URL (`?type=B2B&search=spring`), the search as it is typed.
 */
const DISCOUNTS_LIST: ListConfig<Discount, { type: Audience | null }> = {
  views: "discounts",
  filters: { type: (value) => (isAudience(value) ? value : null) },
  searchDelay: 0,
  match: (discounts, search, { type }) => {
    const needle = search.toLowerCase();
    return discounts.filter(
      (discount) => (!type || discount.user_type === type) && (!needle || searchText(discount).includes(needle)),
    );
  },
  sorts: {
    target: appliesTo,
    min: (discount) => discount.min_order_price,
    start: (discount) => discount.start_date,
    end: (discount) => discount.end_date,
  },
};

/** /all-discounts: every discount with what it applies to, its value and where it stands in time. */
export function DiscountList() {
  const query = useDiscountsQuery();
  const list = useListController(DISCOUNTS_LIST, query.data);
  const navigate = useNavigate();
  const actions = useDiscountActions();
  // Shown in the chosen order; Shift+click ranges follow it.
  const rows = list.shown.rows;
  const bulk = useBulkSelection({
    rows,
    idOf: (discount) => discount.id,
    nameOf: appliesTo,
    matching: query.data ? { total: list.shown.count, filter: list.matchingFilter } : undefined,
    actions: useDiscountBulkActions(),
  });

  const columns = useMemo<Column<Discount>[]>(
    () => [
      bulk.column,
      { key: "kind", header: t("kindColumn"), render: (d) => kindLabel(d.discount_type) },
      { key: "target", header: t("appliesToColumn"), sticky: true, render: (d) => <strong>{appliesTo(d)}</strong> },
      { key: "value", header: t("valueColumn"), align: "right", render: (d) => <Nowrap>{valueText(d)}</Nowrap> },
      { key: "min", header: t("minOrderColumn"), align: "right", render: (d) => formatEuro(d.min_order_price) },
      {
        key: "uses",
        header: t("usesColumn"),
        // Only a coupon is "used"; other kinds apply by themselves.
        render: (d) => d.number_of_uses_per_user ?? (d.discount_type === "PROMO" ? t("unlimited") : "—"),
      },
      { key: "type", header: t("businessTypeColumn"), render: (d) => d.user_type },
      { key: "start", header: t("startColumn"), render: (d) => <Nowrap>{formatDate(d.start_date)}</Nowrap> },
      { key: "end", header: t("endColumn"), render: (d) => <Nowrap>{formatDate(d.end_date)}</Nowrap> },
      { key: "schedule", header: t("scheduleColumn"), render: (d) => <ScheduleBadge discount={d} /> },
      {
        key: "actions",
        header: <VisuallyHidden>{t("actions")}</VisuallyHidden>,
        width: "56px",
        render: (d) => {
          const items: MenuItem[] = [
            {
              label: t("editAction"),
              goesTo: discountsPaths.edit(d),
              onSelect: () => navigate(discountsPaths.edit(d), { state: { discount: d } }),
            },
            d.status === "ACTIVE"
              ? { label: t("deactivateAction"), onSelect: () => actions.run(d, "deactivate") }
              : { label: t("activateAction"), onSelect: () => actions.run(d, "activate") },
            { label: t("deleteAction"), danger: true, onSelect: () => actions.askDelete(d) },
          ];
          return <Menu label={t("discountActions", { name: appliesTo(d) })} items={items} />;
        },
      },
    ],
    [bulk.column, navigate, actions],
  );
  const view = useListView(list.views, columns);

  return (
    <>
      <PageHeader title={t("discountsTitle")}>
        <CreateLink to={discountsPaths.create()}>{t("createDiscount")}</CreateLink>
      </PageHeader>
      {view.bar}
      <Toolbar>
        <ListSearchInput label={t("searchDiscounts")} placeholder={t("searchDiscountsPlaceholder")} search={list} />
        <NativeSelect
          label={t("businessTypeFilter")}
          hideLabel
          placeholder={t("selectAll")}
          options={AUDIENCES.map((value) => ({ value, label: value }))}
          value={list.filters.type}
          onChange={(type) => list.setFilter("type", type)}
        />
      </Toolbar>
      {query.error ? (
        <ErrorState
          title={t("errorFetchingDiscounts")}
          message={(query.error as { message?: string }).message}
          onRetry={query.refetch}
          retryLabel={t("retry")}
        />
      ) : (
        <>
          {query.data ? (
            <ListSummary aria-live="polite">
              {t("discountsCount", { count: list.shown.count, total: list.shown.total })}
            </ListSummary>
          ) : null}
          {bulk.bar}
          <Table
            label={t("discountsTable")}
            columns={view.columns}
            rows={rows}
            rowKey={(d) => d.id}
            loading={query.isLoading}
            skeletonRows={6}
            empty={<EmptyState>{query.data?.length ? t("noDiscountsMatch") : t("noDiscountsFound")}</EmptyState>}
          />
        </>
      )}
      {actions.dialog}
      {bulk.dialog}
    </>
  );
}
