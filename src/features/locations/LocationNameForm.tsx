import { useId, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { notify } from "../../core/notify";
import { FormActions, FormPanel } from "../../ui/FormPanel";
import { Button } from "../../ui/Button";
import { PageHeader } from "../../ui/PageHeader";
import { TextField } from "../../ui/TextField";
import { useConflictReview } from "../../ui/ConflictReview";
import { Breadcrumb, type Crumb } from "./Breadcrumb";
import { errorMessageOf, isNameTaken } from "./locationErrors";
import { t } from "./messages";

/**
 * After a successful save the screen goes back one page, where the operator came from. A form that is the first page
 * of this history (opened by link or in a fresh element) has no page behind it inside the
 * back-office, so it goes to its list instead of leaving the back-office.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (key === "default") void navigate(fallback, { replace: true });
    else void navigate(-1);
  };
}

export interface LocationFormTexts {
  title: string;
  label: string;
  hint?: string;
  saved: string;
  /** "Failed to add country": the notice names the location after it. */
  failed: string;
}

/**
 * The one-field form of a country, state or city: its name (required: "Please enter a title"),
 * optionally with suggestions, and Add or Update. A name the server refuses as already used at
 * that level (409) is shown at the field; every failure also shows a notice naming the location,
 * and the typed name stays.
 */
export function LocationNameForm({
  crumbs,
  texts,
  initialName = "",
  editing,
  opened,
  suggestions = [],
  save,
  back,
}: {
  crumbs?: Crumb[];
  texts: LocationFormTexts;
  initialName?: string;
  editing: boolean;
  /** The record as the form was opened (issue 33): its version goes with the save as If-Match. */
  opened?: { name: string; version?: number };
  suggestions?: readonly string[];
  save: (name: string, version?: number) => Promise<unknown>;
  /** Where the form goes when there is no page to go back to. */
  back: string;
}) {
  const goBack = useGoBack(back);
  const form = useRef<HTMLFormElement>(null);
  const listId = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refuse = (message: string) => {
    setError(message);
    form.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  };

  const conflict = useConflictReview({
    fields: [{ key: "name", label: texts.label }],
    valuesOf: (row: { name: string; version?: number }) => ({ name: row.name }),
    save: (merged: { name: string }, version) => {
      setName(merged.name);
      return send(merged.name.trim(), version);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) return refuse(t("enterTitle"));
    setError(null);
    await send(value, opened?.version);
  };

  const send = async (value: string, version: number | undefined) => {
    setBusy(true);
    try {
      await save(value, version);
    } catch (failure) {
      setBusy(false);
      // Changed meanwhile (412): the review shows both names; the typed one stays.
      if (conflict.caught(failure, { name: value }, opened)) return;
      const message = errorMessageOf(failure);
      if (isNameTaken(failure) && message) refuse(message);
      notify.error(t("failedNamed", { failure: texts.failed, name: value }), message ?? t("tryAgain"));
      return;
    }
    notify.success(texts.saved);
    goBack();
  };

  return (
    <>
      {crumbs ? <Breadcrumb crumbs={crumbs} /> : null}
      <PageHeader title={texts.title} />
      {conflict.view}
      <FormPanel $narrow ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={texts.label}
          name="name"
          value={name}
          required
          autoComplete="off"
          error={error}
          hint={texts.hint}
          list={suggestions.length ? listId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(null);
          }}
        />
        {suggestions.length ? (
          <datalist id={listId}>
            {suggestions.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        ) : null}
        <FormActions>
          <Button type="submit" busy={busy}>
            {editing ? t("update") : t("add")}
          </Button>
        </FormActions>
      </FormPanel>
    </>
  );
}
