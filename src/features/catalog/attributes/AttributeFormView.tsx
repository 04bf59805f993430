import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { t } from "../messages";
import { notify } from "../../../core/notify";
import { Button } from "../../../ui/Button";
import { PageHeader } from "../../../ui/PageHeader";
import { TextArea, TextField } from "../../../ui/TextField";
import { tokens } from "../../../ui/tokens";
import { errorMessageOf } from "../shared/catalogErrors";
import { focusFirstInvalid } from "../shared/focusInvalid";

export interface AttributeField<Key extends string> {
  key: Key;
  label: string;
  required: boolean;
  multiline?: boolean;
}

const Panel = styled.form`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  padding: 24px;
  max-width: 640px;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
`;

const blank = <Key extends string>(fields: AttributeField<Key>[]) =>
  Object.fromEntries(fields.map((field) => [field.key, ""])) as Record<Key, string>;

/**
 * The add/edit form of a colour, tag or nicotine strength: its fields, Clear and Submit (or
 * Update). Required fields are checked before sending; a failed save shows a notice with the
 * server's reason and keeps what was typed (the spec only logged it).
 */
export function AttributeFormView<Key extends string>({
  title,
  fields,
  initial,
  editing,
  back,
  save,
  texts,
}: {
  title: string;
  fields: AttributeField<Key>[];
  initial?: Record<Key, string>;
  editing: boolean;
  back: string;
  save: (values: Record<Key, string>) => Promise<unknown>;
  texts: { saved: string; saveFailed: string };
}) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Key, string>>(initial ?? blank(fields));
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Key, string>> = {};
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
    setBusy(true);
    try {
      await save(trimmed);
      notify.success(texts.saved);
      navigate(back);
    } catch (error) {
      notify.error(texts.saveFailed, errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={title} />
      <Panel ref={form} noValidate onSubmit={(event) => void submit(event)}>
        {fields.map((field) => {
          const common = {
            label: field.label,
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
        <Actions>
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
        </Actions>
      </Panel>
    </>
  );
}
