import type { ReactNode } from "react";
import type { RecordEditor } from "../core/useRecordEditor";
import { t } from "../core/screenMessages";
import { Button } from "./Button";
import { ConfirmDialog } from "./ConfirmDialog";
import { ConflictReviewDialog } from "./ConflictReview";
import { FormActions, FormPanel } from "./FormPanel";
import { PageHeader } from "./PageHeader";
import { RecordLoadState } from "./RecordLoadState";
import { FreshRecordNotice } from "./useFreshRecord";

/** The heading: a title in the page's header, or a screen's own (a profile's picture and name). */
type Heading = { title: string; heading?: never } | { heading: ReactNode; title?: never };

/**
 * What every edit and create screen shows of its controller (core/useRecordEditor.ts): while the
 * record loads, its skeleton or failure; then the "changed on the server" notice, the way up
 * (`above`), the heading, the conflict review when a stale save opened it, and the form: the
 * screen's fields, then Cancel (when there is a way back) and the submit button.
 */
export function RecordEditorScreen<Values extends object, Row, Field extends string>({
  editor,
  title,
  heading,
  above,
  headerActions,
  loadFailure,
  headingWhileLoading = false,
  skeletonHeight,
  narrow,
  submitLabel,
  submitDisabled,
  onCancel,
  cancelLabel,
  question,
  children,
  after,
}: Heading & {
  editor: RecordEditor<Values, Row, Field>;
  /** Above the heading: the way back to the list, or the trail up. */
  above?: ReactNode;
  /** Beside the heading (a link back to the list). */
  headerActions?: ReactNode;
  /** The area's words for a record that cannot be shown, and how a failure reads (default: its message). */
  loadFailure: { title: string; notFound: string; message?: (error: unknown) => string | undefined };
  /** Whether the way up and the heading show while the record loads. */
  headingWhileLoading?: boolean;
  skeletonHeight?: number;
  /** A narrower card (560 px): a one-field or short form. */
  narrow?: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  onCancel?: () => void;
  /** The secondary button's words when it does other than go back (Clear empties the form). */
  cancelLabel?: string;
  /** What the form asks before it saves (its `beforeSave` said "ask"): Confirm saves, Cancel goes back to the form. */
  question?: { title: string; message: ReactNode; confirmLabel: string; cancelLabel: string; busy?: boolean };
  children: ReactNode;
  /** Below the form (the record's history). */
  after?: ReactNode;
}) {
  const { load, conflict } = editor;
  if (load.state !== "ready") {
    return (
      <>
        {headingWhileLoading ? (
          <>
            {above}
            {heading ?? <PageHeader title={title} />}
          </>
        ) : null}
        <RecordLoadState
          loading={load.state === "loading"}
          error={load.error}
          errorTitle={loadFailure.title}
          notFound={loadFailure.notFound}
          errorMessage={loadFailure.message}
          onRetry={load.retry}
          skeletonHeight={skeletonHeight}
        />
      </>
    );
  }
  return (
    <div {...editor.fresh.trackEdits} style={{ minWidth: 0 }}>
      <FreshRecordNotice
        fresh={editor.fresh}
        labels={{ changed: t("recordChangedOnServer"), load: t("loadServerVersion") }}
      />
      {above}
      {heading ?? <PageHeader title={title}>{headerActions}</PageHeader>}
      {conflict.open ? (
        <ConflictReviewDialog
          fields={conflict.fields}
          conflict={conflict.open}
          onChoose={conflict.choose}
          onCancel={conflict.cancel}
          onSave={conflict.save}
        />
      ) : null}
      <FormPanel key={editor.formKey} ref={editor.formRef} $narrow={narrow} noValidate onSubmit={editor.onSubmit}>
        {children}
        <FormActions>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={editor.busy}>
              {cancelLabel ?? t("cancel")}
            </Button>
          ) : null}
          <Button type="submit" busy={editor.busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </FormActions>
      </FormPanel>
      {question ? (
        <ConfirmDialog
          open={editor.confirm.open}
          {...question}
          busy={editor.busy || question.busy}
          onConfirm={() => void editor.confirm.accept()}
          onCancel={editor.confirm.dismiss}
        />
      ) : null}
      {after}
    </div>
  );
}
