import { useLocation, useNavigate } from "react-router";
import { t } from "../messages";
import { TextArea, TextField } from "../../../ui/TextField";
import type { FieldErrors } from "../../../core/fieldErrors";
import { recordFromList, useRecordEditor, type LoadedRecord } from "../../../core/useRecordEditor";
import { RecordEditorScreen } from "../../../ui/RecordEditorScreen";
import type { AttributeField, AttributeKind } from "./attributeKinds";
import type { AttributeFormState } from "./AttributeList";
import { ATTRIBUTE_PATHS } from "./attributePaths";

/** The kind's fields, each with its value. */
const valuesBy = <Key extends string>(fields: AttributeField<Key>[], value: (key: Key) => string) =>
  Object.fromEntries(fields.map((field) => [field.key, value(field.key)])) as Record<Key, string>;

/**
 * The edited record: the one the list passed in navigation state (nothing is asked for), else the
 * one with that id in the kind's list (attributes have no by-id call).
 */
function usePassedOrListed<Key extends string, Row extends { id: number } & Record<Key, string>>(
  kind: AttributeKind<Key, Row>,
  id: number | null,
): LoadedRecord<Row> {
  const passed = (useLocation().state as AttributeFormState<Row> | null)?.record;
  const isPassed = id !== null && passed?.id === id;
  const list = kind.useList(undefined, { skip: id === null || isPassed });
  return isPassed ? { data: passed, refetch: list.refetch } : recordFromList(list, id);
}

/**
 * The add/edit screen of a color, tag or nicotine strength (as `kind` says; ?id= to edit): the
 * kind's fields, Clear and Submit (or Update). Its first field is the record's name: a failure
 * notice names the record after it, and a name already used (409) is shown there.
 */
export function AttributeForm<Key extends string, Row extends { id: number } & Record<Key, string>>({
  kind,
}: {
  kind: AttributeKind<Key, Row>;
}) {
  const navigate = useNavigate();
  const { fields } = kind;
  const [create] = kind.useCreate();
  const [update] = kind.useUpdate();
  const editor = useRecordEditor<Record<Key, string>, Row & { version?: number }, Key>({
    useRecord: (id) => usePassedOrListed(kind, id),
    empty: valuesBy(fields, () => ""),
    valuesOf: (row) => valuesBy(fields, (key) => row[key]),
    validate: (values) => {
      const found: FieldErrors<Key> = {};
      for (const field of fields)
        if (field.required && !values[field.key].trim()) found[field.key] = t("requiredField");
      return found;
    },
    conflictFields: fields.map((field) => ({ key: field.key, label: t(field.label) })),
    takenField: fields[0].key,
    save: (values, { id, version }) => {
      const body = valuesBy(fields, (key) => values[key].trim());
      return (id === null ? create(body) : update({ id, body, version })).unwrap();
    },
    notices: () => ({ saved: t(kind.texts.saved), failed: t(kind.texts.saveFailed) }),
    nameOf: (values) => values[fields[0].key].trim(),
    done: () => navigate(ATTRIBUTE_PATHS[kind.id].list),
  });

  return (
    <RecordEditorScreen
      editor={editor}
      title={t(editor.adding ? kind.texts.add : kind.texts.edit)}
      loadFailure={{ title: t(kind.texts.loadFailed), notFound: t("recordNotFound") }}
      submitLabel={editor.adding ? t("submit") : t("update")}
      onCancel={() => editor.set(valuesBy(fields, () => ""))}
      cancelLabel={t("clearForm")}
    >
      {fields.map((field) => {
        const Input = field.multiline ? TextArea : TextField;
        return <Input key={field.key} label={t(field.label)} required={field.required} {...editor.text(field.key)} />;
      })}
    </RecordEditorScreen>
  );
}
