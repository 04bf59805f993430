import { useMemo } from "react";
import { useNavigate } from "react-router";
import type { BusinessType, User } from "../../../core/types";
import { useListView } from "../../../ui/listView";
import { useListController, type ListConfig } from "../../../core/useListController";
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
import { errorMessageOf } from "../shared/listPaging";
import { ListSummary } from "../../../ui/ListSummary";
import { StatusToggles } from "../../../ui/StatusToggles";
import { TextLink } from "../../../ui/TextLink";
import { Toolbar } from "../../../ui/Toolbar";
import { AccountStatusText } from "../shared/parts";
import { useDeleteUser } from "./useDeleteUser";
import { useUserBulkActions } from "./useUserBulkActions";
import { BUSINESS_TYPES, countByType, filterUsers, indexOf, isBusinessType } from "./userListState";
import { customersPaths } from "../../../core/paths";

/** The customers: all in one answer, filtered by business type and searched by name in the browser. */
const USERS_LIST: ListConfig<User, { type: BusinessType | null }> = {
  views: "customers",
  filters: { type: (value) => (isBusinessType(value) ? value : null) },
  sorts: { name: (user) => user.full_name, email: (user) => user.email, type: (user) => user.bussiness_type },
  // Typing writes the URL once the operator pauses, so a keystroke costs no navigation.
  searchDelay: 250,
  pageSize: 25,
  match: (users, search, { type }) => filterUsers(users, search ? indexOf(users) : null, search, type),
};

/**
 * /user: every customer (sale persons never appear), filtered by business type and searched by
 * name, both in the URL. The whole list comes in one answer; filtering runs as deferred work
 * over names lower-cased once per load, and only one page of 25 rows is painted.
 */
export function UserList() {
  const query = useUsersQuery();
  const users = query.data;
  const list = useListController(USERS_LIST, users);
  const navigate = useNavigate();
  const { type } = list.filters;
  const page = list.shown;
  const counts = useMemo(() => countByType(users ?? []), [users]);
  const { ask, dialog } = useDeleteUser();
  const bulk = useBulkSelection({
    rows: page.rows,
    idOf: (user) => user.id,
    nameOf: (user) => user.full_name,
    matching: users ? { total: page.count, filter: list.matchingFilter } : undefined,
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
  const view = useListView(list.views, columns);

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
          onChange={(value) => list.setFilter("type", value)}
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
            <ListSummary aria-live="polite">{t("usersCount", { count: page.count, total: page.total })}</ListSummary>
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
