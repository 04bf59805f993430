import { useMemo, useState } from "react";
import { Link } from "react-router";
import styled from "styled-components";
import { t } from "../messages";
import { Menu } from "../../../ui/Menu";
import { PageHeader } from "../../../ui/PageHeader";
import { SearchInput } from "../../../ui/SearchInput";
import { EmptyState, ErrorState } from "../../../ui/States";
import { Table, type Column } from "../../../ui/Table";
import { tokens } from "../../../ui/tokens";
import { AttributeTabs, tabLabel, type AttributeTab } from "./AttributeTabs";
import { errorMessageOf } from "../shared/catalogErrors";
import { useDeleteConfirm } from "../shared/deleteConfirm";
import { matchesSearch } from "../shared/nameFilter";

const AddLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 38px;
  padding: 0 16px;
  border-radius: ${tokens.radius};
  background: ${tokens.primary};
  font-weight: 600;
  /* Beats the provider's "a { color }" rule. */
  && {
    color: ${tokens.primaryText};
  }
  text-decoration: none;
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 16px;
`;

export interface AttributeColumn<Row> {
  key: string;
  header: string;
  value: (row: Row) => string;
}

export interface AttributeListProps<Row extends { id: number }> {
  tab: AttributeTab;
  query: { data?: Row[]; error?: unknown; isLoading: boolean; isFetching: boolean; refetch: () => unknown };
  columns: AttributeColumn<Row>[];
  nameOf: (row: Row) => string;
  searchLabel: string;
  addTo: string;
  addLabel: string;
  onEdit: (row: Row) => void;
  remove: (row: Row) => Promise<unknown>;
  texts: { empty: string; loadFailed: string; deleteTitle: string; deleted: string; deleteFailed: string };
}

/**
 * One attribute list (colours, tags or nicotine strengths) under the heading Attributes: the
 * tab switcher, search, Add, and a table whose rows have an Edit/Delete menu (delete confirmed).
 */
export function AttributeListView<Row extends { id: number }>({
  tab,
  query,
  columns,
  nameOf,
  searchLabel,
  addTo,
  addLabel,
  onEdit,
  remove,
  texts,
}: AttributeListProps<Row>) {
  const [search, setSearch] = useState("");
  const { data, error, isLoading, isFetching, refetch } = query;
  const rows = useMemo(
    () => (data ?? []).filter((row) => matchesSearch(search, ...columns.map((column) => column.value(row)))),
    [data, search, columns],
  );
  const { ask, dialog } = useDeleteConfirm<Row>({
    remove,
    nameOf,
    title: texts.deleteTitle,
    deleted: texts.deleted,
    failed: texts.deleteFailed,
  });
  const tableColumns: Column<Row>[] = [
    ...columns.map((column) => ({ key: column.key, header: column.header, render: (row: Row) => column.value(row) })),
    {
      key: "actions",
      header: t("actions"),
      width: "90px",
      align: "center",
      render: (row) => (
        <Menu
          label={t("rowActions", { name: nameOf(row) })}
          items={[
            { label: t("editAction"), onSelect: () => onEdit(row) },
            { label: t("delete"), onSelect: () => ask(row), danger: true },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t("attributes")}>
        <SearchInput label={searchLabel} value={search} onChange={setSearch} clearLabel={t("clearSearch")} />
      </PageHeader>
      {/* Below the header row, so a notice (top right) never covers Add. */}
      <Toolbar>
        <AttributeTabs current={tab} />
        <AddLink to={addTo}>{addLabel}</AddLink>
      </Toolbar>
      {error && !isLoading ? (
        <ErrorState
          title={texts.loadFailed}
          message={errorMessageOf(error)}
          onRetry={refetch}
          retryLabel={t("retry")}
        />
      ) : (
        <div aria-busy={isFetching || undefined}>
          <Table
            label={tabLabel(tab)}
            columns={tableColumns}
            rows={rows}
            rowKey={(row) => row.id}
            loading={isLoading}
            empty={<EmptyState>{texts.empty}</EmptyState>}
          />
        </div>
      )}
      {dialog}
    </>
  );
}
