import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import type { Column } from "../../ui/Table";
import { StatusDot } from "../../ui/StatusDot";
import { tokens } from "../../ui/tokens";
import { statusName, t } from "./messages";

/** A list row's actions, side by side (they wrap on a narrow screen). */
export const RowActions = styled.div`
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
  justify-content: flex-end;
`;

export const Thumbnail = styled.img`
  width: 72px;
  height: 40px;
  object-fit: cover;
  border-radius: 6px;
  border: 1px solid ${tokens.border};
  display: block;
`;

/** A record's status: its dot and its name (ACTIVE, INACTIVE, RESTRICTED, BANNED). */
export function StatusLabel({ status }: { status: string }) {
  return (
    <span style={{ display: "inline-flex", gap: 6, alignItems: "center" }}>
      <StatusDot status={status} />
      <span aria-hidden="true">{statusName(status)}</span>
    </span>
  );
}

/**
 * A row's Edit and Delete, each named after the record ("Edit Courier"); actions of its own
 * (Activate) come first.
 */
export function EditDeleteActions({
  name,
  editTo,
  editState,
  onDelete,
  children,
}: {
  name: string;
  editTo: string;
  /** Handed to the edit form, so it opens without waiting for the list. */
  editState?: unknown;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <RowActions>
      {children}
      <Button
        variant="secondary"
        aria-label={`${t("edit")} ${name}`}
        data-goes-to={editTo}
        onClick={() => navigate(editTo, editState === undefined ? undefined : { state: editState })}
      >
        {t("edit")}
      </Button>
      <Button variant="danger" aria-label={`${t("delete")} ${name}`} onClick={onDelete}>
        {t("delete")}
      </Button>
    </RowActions>
  );
}

/** A list's last column: the row's actions, at the right. */
export function actionsColumn<Row>(render: (row: Row) => ReactNode): Column<Row> {
  return { key: "actions", header: t("actions"), align: "right", render };
}
