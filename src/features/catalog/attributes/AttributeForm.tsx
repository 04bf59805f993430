import { useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { t } from "../messages";
import { notify } from "../../../core/notify";
import { FormActions, FormPanel } from "../../../ui/FormPanel";
import { Button } from "../../../ui/Button";
import { PageHeader } from "../../../ui/PageHeader";
import { TextArea, TextField } from "../../../ui/TextField";
import { errorMessageOf, isConflict } from "../shared/catalogErrors";
import type { FieldErrors } from "../../../core/fieldErrors";
import { focusFirstInvalid } from "../../../core/focusFirstInvalid";
import { RecordLoadState } from "../../../ui/RecordLoadState";
import { editedRecord } from "../shared/recordLookup";
import type { AttributeField, AttributeKind } from "./attributeKinds";
import type { AttributeFormState } from "./AttributeList";
import { ATTRIBUTE_PATHS } from "./attributePaths";
import { recordIdOf } from "../../../core/recordId";
import { useConflictReview } from "../../../ui/ConflictReview";

const blank = <Key extends string>(fields: AttributeField<Key>[]) =>
  Object.fromEntries(fields.map((field) => [field.key, ""])) as Record<Key, string>;

/**
 * The add/edit screen of a color, tag or nicotine strength (as `kind` says; ?id= to edit). An
 * edit opened by link finds its record in the kind's list (attributes have no by-id call).
 */
export function AttributeForm<Key extends string, Row extends { id: number } & Record<Key, string>>({
  kind,
}: {
  kind: AttributeKind<Key, Row>;
}) {
  const [params] = useSearchParams();
  const id = recordIdOf(params);
  const passed = (useLocation().state as AttributeFormState<Row> | null)?.record;
  const list = kind.useList(undefined, { skip: id === null || passed?.id === id });
  const { record, error } = editedRecord(id, passed, list);
  const [create] = kind.useCreate();
  const [update] = kind.useUpdate();

  if (id !== null && !record) {
    return (
      <RecordLoadState
        notFound={t("recordNotFound")}
        error={error}
        errorTitle={t(kind.texts.loadFailed)}
        onRetry={list.refetch}
      />
    );
  }
  let initial: Record<Key, string> | undefined;
  if (record) {
    initial = {} as Record<Key, string>;
    for (const field of kind.fields) initial[field.key] = record[field.key];
  }
  return (
    <AttributeFields<Key>
      key={id ?? "new"}
      title={t(id === null ? kind.texts.add : kind.texts.edit)}
      fields={kind.fields}
      initial={initial}
      version={(record as { version?: number } | undefined)?.version}
      editing={id !== null}
      back={ATTRIBUTE_PATHS[kind.id].list}
      save={(body, version) => (id === null ? create(body) : update({ id, body, version })).unwrap()}
      texts={{ saved: t(kind.texts.saved), saveFailed: t(kind.texts.saveFailed) }}
    />
  );
}

/**
 * The form itself: the kind's fields, Clear and Submit (or Update). Required fields are checked
 * before sending; a failed save shows a notice with the server's reason and keeps what was typed
 * (the spec only logged it).
 */
function AttributeFields<Key extends string>({
  title,
  fields,
  initial,
  version: openedVersion,
  editing,
  back,
  save,
  texts,
}: {
  title: string;
  fields: AttributeField<Key>[];
  initial?: Record<Key, string>;
  /** The version the form was opened with (issue 33): sent as If-Match. */
  version?: number;
  editing: boolean;
  back: string;
  save: (values: Record<Key, string>, version?: number) => Promise<unknown>;
  texts: { saved: string; saveFailed: string };
}) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Key, string>>(initial ?? blank(fields));
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [busy, setBusy] = useState(false);
  const conflict = useConflictReview({
    fields: fields.map((field) => ({ key: field.key, label: t(field.label) })),
    valuesOf: (row: Record<Key, string> & { version?: number }) => row,
    save: (merged: Record<Key, string>, version) => {
      setValues(merged);
      return send(merged, version);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<Key> = {};
    for (const field of fields) if (field.required && !values[field.key].trim()) found[field.key] = t("requiredField");
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    const trimmed = Object.fromEntries(fields.map((field) => [field.key, values[field.key].trim()])) as Record<
      Key,
      string
    >;
    await send(trimmed, openedVersion);
  };

  const send = async (trimmed: Record<Key, string>, version: number | undefined) => {
    setBusy(true);
    try {
      await save(trimmed, version);
      notify.success(texts.saved);
      navigate(back);
    } catch (error) {
      // Changed meanwhile (412): the review shows both sides; the typed values stay.
      if (conflict.caught(error, trimmed, initial && { ...initial, version: openedVersion })) return;
      // The notice names the record (its first field is its name), as every failure does.
      notify.error(
        t("failedNamed", { failure: texts.saveFailed, name: trimmed[fields[0].key] }),
        errorMessageOf(error),
      );
      // A name already used (409) is shown at the name field too.
      if (isConflict(error)) {
        setErrors({ [fields[0].key]: errorMessageOf(error) } as FieldErrors<Key>);
        requestAnimationFrame(() => focusFirstInvalid(form.current));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={title} />
      {conflict.view}
      <FormPanel ref={form} noValidate onSubmit={(event) => void submit(event)}>
        {fields.map((field) => {
          const common = {
            label: t(field.label),
            name: field.key,
            value: values[field.key],
            error: errors[field.key],
            required: field.required,
          };
          return field.multiline ? (
            <TextArea
              {...common}
              key={field.key}
              onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.value }))}
            />
          ) : (
            <TextField
              {...common}
              key={field.key}
              onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.value }))}
            />
          );
        })}
        <FormActions>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setValues(blank(fields));
              setErrors({});
            }}
          >
            {t("clearForm")}
          </Button>
          <Button type="submit" busy={busy}>
            {editing ? t("update") : t("submit")}
          </Button>
        </FormActions>
      </FormPanel>
    </>
  );
}
