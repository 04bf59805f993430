import { useEffect, useRef, useState, type FormEvent } from "react";
import type { SetURLSearchParams } from "react-router";
import styled from "styled-components";
import { notify } from "../core/notify";
import { useSavedViews } from "../core/savedViews";
import { t } from "../core/screenMessages";
import type { SavedView, ViewListName, ViewState } from "../core/types";
import { Button } from "./Button";
import { ColumnChooser } from "./ColumnChooser";
import { ConfirmDialog } from "./ConfirmDialog";
import { Menu, type MenuItem } from "./Menu";
import { Modal } from "./Modal";
import type { Column } from "./Table";
import { Checkbox, TextField } from "./TextField";
import { tokens } from "./tokens";
import { VIEW_PARAM, viewQuery } from "./viewQuery";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 0 0 12px;
  border-bottom: 1px solid ${tokens.border};
  padding-bottom: 8px;
`;

const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  flex: 1 1 auto;
`;

const Tab = styled.button`
  border: 1px solid transparent;
  border-radius: ${tokens.radius};
  background: none;
  font: inherit;
  color: ${tokens.text};
  padding: 6px 12px;
  cursor: pointer;
  &[aria-pressed="true"] {
    background: ${tokens.primarySoft};
    border-color: ${tokens.primary};
    font-weight: 600;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

const Form = styled.form`
  display: grid;
  gap: 12px;
`;

/** The server's reason for a refused call (ui/ reads only its message). */
const reasonOf = (error: unknown) => (error as { message?: string }).message;

type Dialog = { kind: "save" } | { kind: "rename"; view: SavedView } | { kind: "delete"; view: SavedView } | null;

/**
 * Above a list: "All" and the operator's saved views as tabs, Save view, the open view's actions
 * (rename, default, delete), and the column chooser. Opening the list with no query opens the
 * operator's default view.
 */
export function ViewsBar<Row>({
  list,
  state,
  columns,
  onColumns,
  query,
  setQuery,
}: {
  list: ViewListName;
  state: ViewState;
  columns: Column<Row>[];
  onColumns: (keys: string[]) => void;
  query: URLSearchParams;
  setQuery: SetURLSearchParams;
}) {
  const { views, create, update, remove, saving, removing } = useSavedViews(list);
  const [dialog, setDialog] = useState<Dialog>(null);
  const activeId = Number(query.get(VIEW_PARAM)) || null;
  const active = views?.find((view) => view.id === activeId);

  const open = (view: SavedView | null, replace = false) =>
    setQuery(view ? viewQuery(view.state, view.id) : new URLSearchParams(), { replace });

  // Opened with no query at all: the operator's default view, once (the All tab stays All).
  const openedPlain = useRef(query.toString() === "");
  useEffect(() => {
    if (!openedPlain.current || !views) return;
    openedPlain.current = false;
    const preferred = views.find((view) => view.isDefault);
    if (preferred) setQuery(viewQuery(preferred.state, preferred.id), { replace: true });
  }, [views, setQuery]);

  const failed = (failure: string, error: unknown) => notify.error(failure, reasonOf(error));

  const save = async (name: string, isDefault: boolean) => {
    const saved = await create({ list, name, state, isDefault });
    notify.success(t("viewSaved", { name: saved.name }));
    setDialog(null);
    open(saved, true);
  };
  const rename = async (view: SavedView, name: string) => {
    await update(view.id, { name });
    setDialog(null);
  };
  const toggleDefault = (view: SavedView) =>
    update(view.id, { isDefault: !view.isDefault }).catch((error: unknown) => failed(t("viewSaveFailed"), error));
  const confirmDelete = async (view: SavedView) => {
    try {
      await remove(view.id);
      notify.success(t("viewDeleted", { name: view.name }));
      open(null, true);
    } catch (error) {
      failed(t("viewDeleteFailed"), error);
    } finally {
      setDialog(null);
    }
  };

  // The open view's filters, sort or columns changed since it was saved: offer to keep the change in it.
  const changedSinceSaved = (view: SavedView) => viewQuery(view.state).toString() !== viewQuery(state).toString();
  const updateState = (view: SavedView) =>
    update(view.id, { state })
      .then(() => notify.success(t("viewSaved", { name: view.name })))
      .catch((error: unknown) => failed(t("viewSaveFailed"), error));

  const viewItems = (view: SavedView): MenuItem[] => [
    ...(changedSinceSaved(view) ? [{ label: t("updateView"), onSelect: () => void updateState(view) }] : []),
    { label: t("renameView"), onSelect: () => setDialog({ kind: "rename", view }) },
    {
      label: view.isDefault ? t("unsetDefaultView") : t("setDefaultView"),
      onSelect: () => void toggleDefault(view),
    },
    { label: t("deleteView"), danger: true, onSelect: () => setDialog({ kind: "delete", view }) },
  ];

  return (
    <Bar>
      {/* A group, not a landmark: a portal may show several lists, and each would add a "Saved views" landmark of the same name. */}
      <div role="group" aria-label={t("savedViews")} style={{ flex: "1 1 auto" }}>
        <Tabs>
          <li>
            <Tab type="button" aria-pressed={activeId === null} onClick={() => open(null)}>
              {t("allView")}
            </Tab>
          </li>
          {(views ?? []).map((view) => (
            <li key={view.id}>
              <Tab type="button" aria-pressed={view.id === activeId} onClick={() => open(view)}>
                {view.isDefault ? `${view.name} ${t("defaultViewMark")}` : view.name}
              </Tab>
            </li>
          ))}
        </Tabs>
      </div>
      {active ? <Menu label={t("viewActions", { name: active.name })} items={viewItems(active)} /> : null}
      <Button variant="secondary" onClick={() => setDialog({ kind: "save" })}>
        {t("saveView")}
      </Button>
      <ColumnChooser columns={columns} visible={state.columns} onChange={onColumns} />
      {dialog?.kind === "save" || dialog?.kind === "rename" ? (
        <NameDialog
          title={dialog.kind === "save" ? t("saveView") : t("renameView")}
          initialName={dialog.kind === "rename" ? dialog.view.name : ""}
          withDefault={dialog.kind === "save"}
          busy={saving}
          onSubmit={(name, isDefault) => (dialog.kind === "save" ? save(name, isDefault) : rename(dialog.view, name))}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        title={t("deleteView")}
        message={t("deleteViewText", { name: dialog?.kind === "delete" ? dialog.view.name : "" })}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        danger
        busy={removing}
        onConfirm={() => dialog?.kind === "delete" && void confirmDelete(dialog.view)}
        onCancel={() => setDialog(null)}
      />
    </Bar>
  );
}

/** The name of a view to save or rename; the server's refusal (a taken name) shows at the field. */
function NameDialog({
  title,
  initialName,
  withDefault,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName: string;
  withDefault: boolean;
  busy: boolean;
  onSubmit: (name: string, isDefault: boolean) => Promise<void>;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t("requiredField"));
      return;
    }
    try {
      await onSubmit(name.trim(), isDefault);
    } catch (failure) {
      setError(reasonOf(failure) ?? t("viewSaveFailed"));
    }
  };
  return (
    <Modal open title={title} onClose={onClose} closeLabel={t("close")}>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t("viewName")}
          value={name}
          maxLength={80}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        {withDefault ? (
          <Checkbox
            label={t("makeDefaultView")}
            checked={isDefault}
            onChange={(event) => setIsDefault(event.target.checked)}
          />
        ) : null}
        <div>
          <Button type="submit" busy={busy}>
            {t("save")}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
