import { useMemo } from "react";
import { useNavigate } from "react-router";
import type { BusinessType, User } from "../../../core/types";
import { useListSort, useListView, type ListViewConfig } from "../../../ui/listView";
import { Menu } from "../../../ui/Menu";
import { PageHeader } from "../../../ui/PageHeader";
import { Pagination } from "../../../ui/Pagination";
import { ListSearchInput } from "../../../ui/ListSearchInput";
import { EmptyState, ErrorState } from "../../../ui/States";
import { Table, type Column } from "../../../ui/Table";
import { useBulkSelection } from "../../../ui/useBulkSelection";
import { VisuallyHidden } from "../../../ui/VisuallyHidden";
import { useUsersQuery } from "../api";
import { t } from "../messages";
import { errorMessageOf, pageOf, pageParam } from "../shared/listPaging";
import { ListSummary } from "../../../ui/ListSummary";
import { StatusToggles } from "../../../ui/StatusToggles";
import { TextLink } from "../../../ui/TextLink";
import { Toolbar } from "../../../ui/Toolbar";
import { AccountStatusText } from "../shared/parts";
import { useListSearch } from "../shared/useListSearch";
import { useDeleteUser } from "./useDeleteUser";
import { useUserBulkActions } from "./useUserBulkActions";
import { BUSINESS_TYPES, countByType, filterUsers, indexUsers, isBusinessType } from "./userListState";
import { customersPaths } from "../../../core/paths";

/** Saved views of the customers: the business-type filter, sorted in the browser. */
const USERS_VIEW: ListViewConfig<User> = {
  list: "customers",
  filters: ["type"],
  sorts: { name: (user) => user.full_name, email: (user) => user.email, type: (user) => user.bussiness_type },
};

/**
 * /user: every customer (sale persons never appear), filtered by business type and searched by
 * name, both in the URL. The whole list comes in one answer; filtering runs as deferred work
 * over names lower-cased once per load, and only one page of 25 rows is painted.
 */
export function UserList() {
  const query = useUsersQuery();
  const list = useListSearch();
  const navigate = useNavigate();
  const typeParam = list.query.get("type");
  const type = isBusinessType(typeParam) ? typeParam : null;
  const users = query.data;

  const counts = useMemo(() => countByType(users ?? []), [users]);
  const searching = list.deferredSearch.trim() !== "";
  // The search keys are built the first time someone searches, not before the first paint.
  const index = useMemo(() => (users && searching ? indexUsers(users) : null), [users, searching]);
  const filtered = useMemo(
    () => filterUsers(users ?? [], index, list.deferredSearch, type),
    [users, index, list.deferredSearch, type],
  );
  const sortRows = useListSort(USERS_VIEW);
  const sorted = useMemo(() => sortRows(filtered), [sortRows, filtered]);
  const page = pageOf(sorted, list.typing ? 1 : pageParam(list.query.get("page")));
  const { ask, dialog } = useDeleteUser();
  const search = list.deferredSearch.trim();
  const bulk = useBulkSelection({
    rows: page.rows,
    idOf: (user) => user.id,
    nameOf: (user) => user.full_name,
    matching: users
      ? { total: filtered.length, filter: { ...(search ? { search } : {}), ...(type ? { type } : {}) } }
      : undefined,
    actions: useUserBulkActions(),
  });

  const columns = useMemo<Column<User>[]>(
    () => [
      bulk.column,
      { key: "serial", header: t("serialNumber"), width: "64px", render: (_user, row) => page.offset + row + 1 },
      {
        key: "name",
        header: t("name"),
        sticky: true,
        render: (user) => (
          <TextLink to={customersPaths.userProfile(user.id)} data-user-link={user.id}>
            {user.full_name}
          </TextLink>
        ),
      },
      { key: "email", header: t("email"), render: (user) => user.email },
      { key: "phone", header: t("phoneNumber"), render: (user) => user.contact_number ?? t("none") },
      { key: "type", header: t("businessType"), render: (user) => user.bussiness_type ?? t("none") },
      { key: "referred", header: t("referredBy"), render: (user) => user.referred_by ?? t("none") },
      {
        key: "status",
        header: t("accountStatus"),
        render: (user) => <AccountStatusText status={user.account_status} />,
      },
      {
        key: "actions",
        header: <VisuallyHidden>{t("actions")}</VisuallyHidden>,
        width: "56px",
        render: (user) => (
          <Menu
            label={t("userActions", { name: user.full_name })}
            items={[
              { label: t("viewProfile"), onSelect: () => navigate(customersPaths.userProfile(user.id)) },
              { label: t("deleteProfile"), danger: true, onSelect: () => ask(user) },
            ]}
          />
        ),
      },
    ],
    [bulk.column, page.offset, navigate, ask],
  );
  const view = useListView(USERS_VIEW, columns);

  const typeOptions: { type: BusinessType | null; label: string; count: number }[] = [
    { type: null, label: t("allBusinessTypes"), count: counts.all },
    ...BUSINESS_TYPES.map((value) => ({ type: value, label: value, count: counts[value] })),
  ];

  return (
    <>
      <PageHeader title={t("allUsers")} />
      {view.bar}
      <Toolbar>
        <ListSearchInput label={t("searchUsers")} placeholder={t("searchUsersPlaceholder")} search={list} />
        <StatusToggles
          label={t("businessTypeFilter")}
          value={type}
          onChange={(value) => list.setParam("type", value)}
          options={typeOptions.map((option) => ({
            value: option.type,
            label: users ? `${option.label} (${option.count})` : option.label,
          }))}
        />
      </Toolbar>
      {query.error ? (
        <ErrorState title={t("errorFetchingUsers")} message={errorMessageOf(query.error)} onRetry={query.refetch} />
      ) : (
        <>
          {users ? (
            <ListSummary aria-live="polite">
              {t("usersCount", { count: filtered.length, total: users.length })}
            </ListSummary>
          ) : null}
          {bulk.bar}
          <div
            data-users-results
            aria-busy={list.stale || query.isFetching || undefined}
            style={{ opacity: list.stale ? 0.7 : 1 }}
          >
            <Table
              label={t("usersTable")}
              columns={view.columns}
              rows={page.rows}
              rowKey={(user) => user.id}
              loading={query.isLoading}
              skeletonRows={8}
              empty={<EmptyState>{t("noUsersFound")}</EmptyState>}
            />
          </div>
          <Pagination
            page={page.page}
            totalPages={page.totalPages}
            onChange={list.setPage}
            labels={{ navigation: t("usersPages") }}
          />
        </>
      )}
      {dialog}
      {bulk.dialog}
    </>
  );
}
