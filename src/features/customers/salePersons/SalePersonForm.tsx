import { useRef, useState } from "react";
import styled from "styled-components";
import { notify } from "../../../core/notify";
import { Button } from "../../../ui/Button";
import { lazyPart } from "../../../ui/lazyPart";
import type { ImagePicker } from "../../../ui/ImagePicker";
import { LoadingRegion, Skeleton } from "../../../ui/States";
import { Label, TextField } from "../../../ui/TextField";
import { useConflictReview } from "../../../ui/ConflictReview";
import type { SalePersonInput } from "../api";
import { t } from "../messages";
import { errorMessageOf } from "../shared/listPaging";
import { checkSalePerson, fromIsoDay, toIsoDay, type SalePersonDraft, type SalePersonField } from "./salePersonRules";

// The date field's code comes when a form opens, not with the customers area that every customer
// screen loads (the area stays within its size budget); it is there a moment after the form.
const DatePicker = lazyPart(() => import("../../../ui/DatePicker").then((module) => module.DatePicker));

// The photo picker and its upload call load beside the form rather than in the area's chunk (they
// kept the customers chunk over its 35 KB budget); the fields show at once.
const PhotoPicker = lazyPart(() =>
  Promise.all([import("../../../ui/ImagePicker"), import("../../../core/api/upload")]).then(
    ([picker, upload]) =>
      function PhotoPicker(props: Omit<Parameters<typeof ImagePicker>[0], "upload">) {
        return <picker.ImagePicker {...props} upload={upload.uploadImage} />;
      },
  ),
);

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 560px;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
`;

interface Values extends SalePersonDraft {
  image_url: string;
}

type SalePersonRecord = { [Key in keyof SalePersonInput]?: SalePersonInput[Key] | null } & { version?: number };

/** A sale person as the form's values (the initial ones, and the server's side of a conflict review). */
const valuesOf = (person: SalePersonRecord | undefined): Values => ({
  full_name: person?.full_name ?? "",
  email: person?.email ?? "",
  dob: fromIsoDay(person?.dob),
  contact_number: person?.contact_number ?? "",
  image_url: person?.image_url ?? "",
});

/** Order in which the first broken field takes focus. */
const FIELD_ORDER: SalePersonField[] = ["full_name", "email", "dob", "contact_number"];

/**
 * The sale-person form (create and edit): full name, email, date of birth (day/month/year, not in
 * the future), contact number (digits, 10 to 15) and an optional photo uploaded with progress.
 * Each broken rule shows its message beside its field; a failed save keeps every field and
 * shows the server's reason under `failedMessage`.
 */
export function SalePersonForm({
  initial,
  submitLabel,
  failedMessage,
  onSave,
  onCancel,
}: {
  /** The record edited (its version goes with the save as If-Match, issue 33), or none to add one. */
  initial?: SalePersonRecord;
  submitLabel: string;
  failedMessage: string;
  onSave: (input: SalePersonInput, version?: number) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => valuesOf(initial));
  // The record as the form was opened: a refetch meanwhile must not lend the save its newer version.
  const [opened] = useState(initial);
  const [problems, setProblems] = useState<ReturnType<typeof checkSalePerson>>({});
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);

  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A fixed field loses its message as soon as it is fixed.
    if (key in problems) setProblems((current) => ({ ...current, [key]: undefined }));
  };
  const errorOf = (field: SalePersonField) => (problems[field] ? t(problems[field]) : null);

  /** A required text input of the form (name, email, contact number), inside the box a failed check focuses. */
  const textField = (
    field: "full_name" | "email" | "contact_number",
    label: string,
    input: { type?: "email"; inputMode?: "numeric" } = {},
  ) => (
    <div data-field={field}>
      <TextField
        label={label}
        {...input}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        error={errorOf(field)}
        autoComplete="off"
        required
      />
    </div>
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (uploading) {
      notify.info(t("waitForUpload"));
      return;
    }
    const found = checkSalePerson(values);
    setProblems(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"] input`)?.focus();
      return;
    }
    await send(values, opened?.version);
  };

  const conflict = useConflictReview({
    fields: [
      { key: "full_name", label: t("fullName") },
      { key: "email", label: t("email") },
      { key: "dob", label: t("dateOfBirth"), show: (dob) => (dob ? toIsoDay(dob as Values["dob"] & object) : "") },
      { key: "contact_number", label: t("contactNumber") },
      { key: "image_url", label: t("photo") },
    ],
    valuesOf,
    save: (merged: Values, version) => {
      setValues(merged);
      return send(merged, version);
    },
  });

  const send = async (current: Values, version: number | undefined) => {
    setSaving(true);
    try {
      await onSave(
        {
          full_name: current.full_name.trim(),
          email: current.email.trim(),
          dob: toIsoDay(current.dob!),
          contact_number: current.contact_number.trim(),
          image_url: current.image_url || null,
        },
        version,
      );
    } catch (error) {
      // Changed meanwhile (412): the review shows both sides; every field stays as typed.
      if (conflict.caught(error, current, opened)) return;
      notify.error(t("failedNamed", { failure: failedMessage, name: current.full_name.trim() }), errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {conflict.view}
      <Form ref={form} noValidate onSubmit={(event) => void submit(event)}>
        {textField("full_name", t("fullName"))}
        {textField("email", t("email"), { type: "email" })}
        <div data-field="dob">
          <DatePicker
            label={t("dateOfBirth")}
            value={values.dob}
            onChange={(date) => set("dob", date)}
            maxDate={new Date()}
            error={errorOf("dob")}
          />
        </div>
        {textField("contact_number", t("contactNumber"), { inputMode: "numeric" })}
        <div>
          <Label as="span">{t("photo")}</Label>
          <PhotoPicker
            fallback={
              <LoadingRegion label={t("loading")}>
                <Skeleton $height={44} />
              </LoadingRegion>
            }
            images={values.image_url ? [{ id: 0, img_url: values.image_url }] : []}
            onChange={(images) => set("image_url", images[0]?.img_url ?? "")}
            labels={{
              choose: t("choosePhoto"),
              remove: (name) => t("removePhoto", { name }),
              uploading: (name) => t("uploadingPhoto", { name }),
              imagesOnly: t("imagesOnly"),
            }}
            onUploaded={() => notify.success(t("imageUploaded"))}
            onFailed={(message) => notify.error(t("imageUploadFailed"), message)}
            onRejected={(message) => notify.error(t("imageUploadFailed"), message)}
            onUploadingChange={setUploading}
          />
        </div>
        <Actions>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={saving}>
              {t("cancelEdit")}
            </Button>
          ) : null}
          <Button type="submit" busy={saving}>
            {submitLabel}
          </Button>
        </Actions>
      </Form>
    </>
  );
}
