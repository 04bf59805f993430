import { useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { useNavigate, useSearchParams } from "react-router";
import styled from "styled-components";
import { errorMessageOf } from "../../core/api/apiError";
import { notify } from "../../core/notify";
import { recordIdOf } from "../../core/recordId";
import { BackLink } from "../../ui/BackLink";
import { Button } from "../../ui/Button";
import { PageHeader } from "../../ui/PageHeader";
import { RecordLoadState } from "../../ui/RecordLoadState";
import { tokens } from "../../ui/tokens";
import { useConflictReview, type ConflictField } from "../../ui/ConflictReview";
import { t } from "./messages";
import { settingsPaths } from "../../core/paths";

/** A settings form's card (as wide as the screen allows, never wider). */
export const FormPanel = styled.form`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  padding: clamp(14px, 4vw, 24px);
  max-width: 640px;
  min-width: 0;
`;

const FormActions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  flex-wrap: wrap;
`;

/** Moves focus to the first field the check marked invalid (after React has marked it). */
export function focusFirstInvalid(form: RefObject<HTMLFormElement | null>) {
  requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}

/** The keys of a form's text fields. */
type TextKeys<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string;

/**
 * A form's values, a patcher, and `text(name, error)`: the props that bind a text field to its
 * value (name, value, error, onChange), so a field states only its label and its rules.
 */
export function useFormValues<Values extends object>(initial: Values | (() => Values)) {
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const text = (name: TextKeys<Values>, error?: string) => ({
    name,
    value: values[name] as string,
    error,
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value } as Partial<Values>),
  });
  return { values, setValues, set, text };
}

/** The record id an edit form is opened with (`?id=3`), or null for a new record. */
export function useEditedId(): number | null {
  const [params] = useSearchParams();
  return recordIdOf(params);
}

/**
 * An edit screen's record, taken from its list (the server has no by-id call for banners, FAQs
 * and shipping services): the form once it is there (or at once for a new record), otherwise the
 * list's loading, its error, or "no longer exists".
 */
export function RecordFromList<Row extends { id: number }>({
  id,
  list,
  editTitle,
  errorTitle,
  children,
}: {
  id: number | null;
  list: { data?: Row[]; isLoading: boolean; error?: unknown; refetch: () => unknown };
  editTitle: string;
  errorTitle: string;
  children: (record: Row | undefined) => ReactNode;
}) {
  const record = id === null ? undefined : list.data?.find((candidate) => candidate.id === id);
  if (id !== null && !record) {
    return (
      <>
        <PageHeader title={editTitle} />
        <RecordLoadState
          loading={list.isLoading}
          error={list.error}
          errorTitle={errorTitle}
          notFound={t("recordNotFound")}
          errorMessage={(error) => errorMessageOf(error) ?? t("loadFailed")}
          onRetry={list.refetch}
        />
      </>
    );
  }
  return children(record);
}

/** Each edit form's texts (keys of the settings catalogue) and the list it belongs to. */
const RECORD_FORMS = {
  Banner: {
    add: "addBanner",
    edit: "editBanner",
    list: "bannerManagement",
    listPath: settingsPaths.banners(),
    added: "bannerAdded",
    updated: "bannerUpdated",
    failed: "bannerSaveFailed",
  },
  Faq: {
    add: "addFaq",
    edit: "editFaq",
    list: "faqs",
    listPath: settingsPaths.faqs(),
    added: "faqAdded",
    updated: "faqUpdated",
    failed: "failedToSaveFaq",
  },
  Shipping: {
    add: "addShippingService",
    edit: "editShippingService",
    list: "shippingService",
    listPath: settingsPaths.shipping(),
    added: "submittedSuccessfully",
    updated: "updatedSuccessfully",
    failed: "failedToSaveShipping",
  },
} as const;

/** A mutation hook's result: its call (whose unwrap() rejects with the server's error) and its state. */
type Mutation<Arg> = readonly [(arg: Arg) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];

/**
 * issue 33 conflict: what an edit form hands useRecordSave so a stale save (412) opens the
 * conflict review: the record it was opened with, its fields, how a record reads as the form's
 * values, the values now, and its submit (called again with the merged values and the new version).
 */
export interface RecordReview<Values extends object, Row> {
  record: Row | undefined;
  fields: readonly ConflictField<Values>[];
  valuesOf: (record: Row) => Values;
  values: Values;
  setValues: (values: Values) => void;
  resubmit: (values: Values, version: number | undefined) => unknown;
}

/**
 * Saves a record of a list screen: create or update, the success notice and back to the list;
 * a failure keeps the form and names the record. `save` resolves to the failure, or null when
 * saved; `screen` is FormScreen's heading, way back, submit label and busy state.
 */
export function useRecordSave<Body, Values extends object, Row extends { version?: number }>(
  kind: keyof typeof RECORD_FORMS,
  id: number | null,
  [create, created]: Mutation<Body>,
  [update, updated]: Mutation<{ id: number; body: Body; version?: number }>,
  review: RecordReview<Values, Row>,
) {
  const navigate = useNavigate();
  const texts = RECORD_FORMS[kind];
  // The record as the form was opened: the list may bring a newer one meanwhile (a refetch), and
  // taking its version would let the save overwrite that change unseen.
  const [opened] = useState(review.record);
  const conflict = useConflictReview({
    fields: review.fields,
    valuesOf: review.valuesOf,
    save: (merged: Values, version) => {
      review.setValues(merged);
      return review.resubmit(merged, version);
    },
  });
  /** `version`: the one the form was opened with, unless the conflict review names a newer one. */
  const save = async (body: Body, name: string, version = opened?.version): Promise<unknown> => {
    try {
      if (id === null) await create(body).unwrap();
      else await update({ id, body, version }).unwrap();
      notify.success(t(id === null ? texts.added : texts.updated));
      navigate(texts.listPath);
      return null;
    } catch (error) {
      // Changed meanwhile (412): the review shows both sides; the form keeps what was typed.
      if (conflict.caught(error, review.values, opened)) return null;
      notify.error(t("failedNamed", { failure: t(texts.failed), name }), errorMessageOf(error));
      return error;
    }
  };
  const screen = {
    title: t(id === null ? texts.add : texts.edit),
    back: { to: texts.listPath, label: t(texts.list) },
    submitLabel: id === null ? t("submit") : t("update"),
    busy: created.isLoading || updated.isLoading,
    review: conflict.view,
  };
  return { save, screen };
}

/**
 * A settings form screen: the way back to its list, the heading, the fields, then Cancel (back
 * to the list) and the submit button.
 */
export function FormScreen({
  title,
  back,
  formRef,
  onSubmit,
  submitLabel,
  busy,
  submitDisabled,
  review,
  children,
}: {
  title: string;
  /** The list this form belongs to; without one there is no Back link nor Cancel. */
  back?: { to: string; label: string };
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: () => unknown;
  submitLabel: string;
  busy: boolean;
  submitDisabled?: boolean;
  /** The conflict review of a stale save, when one is open (useRecordSave). */
  review?: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <div style={{ minWidth: 0 }}>
      {back ? <BackLink to={back.to}>← {back.label}</BackLink> : null}
      <PageHeader title={title} />
      {review}
      <FormPanel ref={formRef} noValidate onSubmit={submit}>
        {children}
        <FormActions>
          {back ? (
            <Button variant="secondary" onClick={() => navigate(back.to)}>
              {t("cancel")}
            </Button>
          ) : null}
          <Button type="submit" busy={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </FormActions>
      </FormPanel>
    </div>
  );
}
