import { useRef, useState } from "react";
import styled from "styled-components";
import { uploadImage } from "../../../core/api/upload";
import { notify } from "../../../core/notify";
import { Button } from "../../../ui/Button";
import { DatePicker } from "../../../ui/DatePicker";
import { ImagePicker } from "../../../ui/ImagePicker";
import { Label, TextField } from "../../../ui/TextField";
import type { SalePersonInput } from "../api";
import { t } from "../messages";
import { errorMessageOf } from "../shared/listPaging";
import { checkSalePerson, fromIsoDay, toIsoDay, type SalePersonDraft, type SalePersonField } from "./salePersonRules";

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
  initial?: { [Key in keyof SalePersonInput]?: SalePersonInput[Key] | null };
  submitLabel: string;
  failedMessage: string;
  onSave: (input: SalePersonInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({
    full_name: initial?.full_name ?? "",
    email: initial?.email ?? "",
    dob: fromIsoDay(initial?.dob),
    contact_number: initial?.contact_number ?? "",
    image_url: initial?.image_url ?? "",
  });
  const [problems, setProblems] = useState<ReturnType<typeof checkSalePerson>>({});
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);

  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A fixed field loses its message as soon as it is fixed.
    if (key in problems) setProblems((current) => ({ ...current, [key]: undefined }));
  };
  const errorOf = (field: SalePersonField) => (problems[field] ? t(problems[field]) : null);

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
    setSaving(true);
    try {
      await onSave({
        full_name: values.full_name.trim(),
        email: values.email.trim(),
        dob: toIsoDay(values.dob!),
        contact_number: values.contact_number.trim(),
        image_url: values.image_url || null,
      });
    } catch (error) {
      notify.error(t("failedNamed", { failure: failedMessage, name: values.full_name.trim() }), errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form ref={form} noValidate onSubmit={(event) => void submit(event)}>
      <div data-field="full_name">
        <TextField
          label={t("fullName")}
          value={values.full_name}
          onChange={(event) => set("full_name", event.target.value)}
          error={errorOf("full_name")}
          autoComplete="off"
          required
        />
      </div>
      <div data-field="email">
        <TextField
          label={t("email")}
          type="email"
          value={values.email}
          onChange={(event) => set("email", event.target.value)}
          error={errorOf("email")}
          autoComplete="off"
          required
        />
      </div>
      <div data-field="dob">
        <DatePicker
          label={t("dateOfBirth")}
          value={values.dob}
          onChange={(date) => set("dob", date)}
          maxDate={new Date()}
          error={errorOf("dob")}
        />
      </div>
      <div data-field="contact_number">
        <TextField
          label={t("contactNumber")}
          inputMode="numeric"
          value={values.contact_number}
          onChange={(event) => set("contact_number", event.target.value)}
          error={errorOf("contact_number")}
          autoComplete="off"
          required
        />
      </div>
      <div>
        <Label as="span">{t("photo")}</Label>
        <ImagePicker
          images={values.image_url ? [{ id: 0, img_url: values.image_url }] : []}
          onChange={(images) => set("image_url", images[0]?.img_url ?? "")}
          upload={uploadImage}
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
  );
}
