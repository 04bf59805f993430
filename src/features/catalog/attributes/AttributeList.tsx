import { useMemo } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { t } from "../messages";
import { LinkButton } from "../../../ui/LinkButton";
import { Menu } from "../../../ui/Menu";
import { PageHeader } from "../../../ui/PageHeader";
import { SearchInput } from "../../../ui/SearchInput";
import { EmptyState, ErrorState } from "../../../ui/States";
import { Table, type Column } from "../../../ui/Table";
import type { AttributeKind } from "./attributeKinds";
import { ATTRIBUTE_PATHS } from "./attributePaths";
import { AttributeTabs, tabLabel } from "./AttributeTabs";
import { errorMessageOf } from "../shared/catalogErrors";
import { useDeleteConfirm } from "../../../ui/useDeleteConfirm";
import { matchesSearch } from "../shared/nameFilter";
import { useListController, type ListConfig } from "../../../core/useListController";

const Toolbar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 16px;
`;

/** How an edit form receives the row it edits (besides ?id=, which a reload keeps). */
export interface AttributeFormState<Row> {
  record?: Row;
}

/**
 * One attribute list (colors, tags or nicotine strengths, as `kind` says) under the heading
 * Attributes: the tab switcher, search, Add, and a table whose rows have an Edit/Delete menu
 * (delete confirmed).
 */
export function AttributeList<Key extends string, Row extends { id: number } & Record<Key, string>>({
  kind,
}: {
  kind: AttributeKind<Key, Row>;
}) {
  const navigate = useNavigate();
  const query = kind.useList(undefined);
  const [deleteRow] = kind.useDelete();
  const { columns, nameOf, texts } = kind;
  const paths = ATTRIBUTE_PATHS[kind.id];
  const { data, error, isLoading, isFetching, refetch } = query;
  // The attribute's rows, all in one answer, searched over every column in the browser.
  const config = useMemo<ListConfig<Row, Record<never, never>>>(
    () => ({
      filters: {},
      searchDelay: 250,
      match: (all, search) => all.filter((row) => matchesSearch(search, ...columns.map((column) => row[column.key]))),
    }),
    [columns],
  );
  const list = useListController(config, data);
  const rows = list.shown.rows;
  const { ask, dialog } = useDeleteConfirm<Row>({
    remove: (row) => deleteRow(row.id).unwrap(),
    nameOf,
    message: (item) => t("deleteConfirmText", { name: nameOf(item) }),
    title: t(texts.deleteTitle),
    deleted: t(texts.deleted),
    failed: t(texts.deleteFailed),
  });
  const edit = (row: Row) =>
    navigate(`${paths.form}?id=${row.id}`, { state: { record: row } satisfies AttributeFormState<Row> });
  const tableColumns: Column<Row>[] = [
    ...columns.map((column) => ({ key: column.key, header: t(column.header), render: (row: Row) => row[column.key] })),
    {
      key: "actions",
      header: t("actions"),
      width: "90px",
      align: "center",
      render: (row) => (
        <Menu
          label={t("rowActions", { name: nameOf(row) })}
          items={[
            { label: t("editAction"), onSelect: () => edit(row) },
            { label: t("delete"), onSelect: () => ask(row), danger: true },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t("attributes")}>
        <SearchInput
          label={t(texts.search)}
          value={list.text}
          onChange={list.setSearch}
          clearLabel={t("clearSearch")}
        />
      </PageHeader>
      {/* Below the header row, so a notice (top right) never covers Add. */}
      <Toolbar>
        <AttributeTabs current={kind.id} />
        <LinkButton to={paths.form}>{t(texts.add)}</LinkButton>
      </Toolbar>
      {error && !isLoading ? (
        <ErrorState title={t(texts.loadFailed)} message={errorMessageOf(error)} onRetry={refetch} />
      ) : (
        <div aria-busy={isFetching || undefined}>
          <Table
            label={tabLabel(kind.id)}
            columns={tableColumns}
            rows={rows}
            rowKey={(row) => row.id}
            loading={isLoading}
            empty={<EmptyState>{t(texts.empty)}</EmptyState>}
          />
        </div>
      )}
      {dialog}
    </>
  );
}
