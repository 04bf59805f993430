import type { ReactNode } from "react";
import { errorMessageOf } from "../../core/api/apiError";
import { LinkButton } from "../../ui/LinkButton";
import { RecordListScreen, type ListQuery } from "../../ui/RecordListScreen";
import type { Column } from "../../ui/Table";

/**
 * A settings list screen (banners, FAQs, shipping services, admins): its texts, its Add link,
 * its columns; rows are told apart by id and the table is named after the heading.
 */
export function SettingsList<Row extends { id: number }>({
  texts,
  add,
  list,
  columns,
  children,
}: {
  texts: { title: string; error: string; empty: string };
  add: { to: string; label: string };
  list: ListQuery<Row>;
  columns: Column<Row>[];
  /** The dialogs its rows open. */
  children?: ReactNode;
}) {
  return (
    <RecordListScreen<Row>
      title={texts.title}
      label={texts.title}
      addAction={<LinkButton to={add.to}>{add.label}</LinkButton>}
      list={list}
      rowKey={(row) => row.id}
      errorTitle={texts.error}
      errorMessage={errorMessageOf(list.error)}
      emptyText={texts.empty}
      columns={columns}
    >
      {children}
    </RecordListScreen>
  );
}
