import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { uploadImage } from "../../../core/api/upload";
import { t } from "../messages";
import { FormActions, FormPanel } from "../../../ui/FormPanel";
import { Button } from "../../../ui/Button";
import { ImageUploadField } from "../../../ui/ImageUploadField";
import { PageHeader } from "../../../ui/PageHeader";
import { TextArea, TextField } from "../../../ui/TextField";
import { focusFirstInvalid } from "./focusInvalid";
import { hasFieldErrors, type FieldErrors } from "../../../core/fieldErrors";
import type { ConflictField } from "../../../ui/ConflictReview";

export interface NamedImageValues {
  name: string;
  image_url: string;
  description: string;
}

/** The fields a brand's or category's conflict review compares (issue 33), labelled as on the form. */
export const namedImageConflictFields = (nameLabel: string): ConflictField<NamedImageValues>[] => [
  { key: "name", label: nameLabel },
  { key: "description", label: t("descriptionLabel") },
  { key: "image_url", label: t("imageLabel") },
];

/**
 * The brand and category form: name, one image, description (and, for the general category
 * form, a brand select passed in as `extra`). Name and image are required with the spec's
 * messages; a failed save keeps everything typed (the caller's onSave rejects).
 */
export function NamedImageForm({
  title,
  nameLabel,
  initial,
  extra,
  submitLabel,
  onSave,
  onCancel,
}: {
  title: string;
  nameLabel: string;
  initial?: NamedImageValues;
  extra?: ReactNode;
  submitLabel: string;
  /** Resolves with the fields the server refused (a name already used: 409), shown at them. */
  onSave: (values: NamedImageValues) => Promise<FieldErrors<"name"> | void>;
  onCancel: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<NamedImageValues>(initial ?? { name: "", image_url: "", description: "" });
  const [errors, setErrors] = useState<{ name?: string; image?: string }>({});
  const [busy, setBusy] = useState(false);
  // Submitting while the image is still on its way would report it missing: wait for it.
  const [uploading, setUploading] = useState(false);
  const set = (patch: Partial<NamedImageValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: values.name.trim() ? undefined : t("requiredField"),
      image: values.image_url ? undefined : t("selectAtLeastOneImage"),
    };
    setErrors(found);
    if (found.name || found.image) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      const refused = await onSave({ ...values, name: values.name.trim(), description: values.description.trim() });
      if (hasFieldErrors(refused)) {
        setErrors((current) => ({ ...current, ...refused }));
        // After React shows the message, so the field is marked invalid when focus lands.
        requestAnimationFrame(() => focusFirstInvalid(form.current));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={title} />
      <FormPanel ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={nameLabel}
          name="name"
          value={values.name}
          error={errors.name}
          required
          onChange={(event) => set({ name: event.target.value })}
        />
        {extra}
        <ImageUploadField
          label={t("imageLabel")}
          images={values.image_url ? [{ id: 0, img_url: values.image_url }] : []}
          upload={uploadImage}
          error={errors.image}
          onUploadingChange={setUploading}
          onChange={(images) => {
            const image_url = images[0]?.img_url ?? "";
            set({ image_url });
            if (image_url) setErrors((current) => ({ ...current, image: undefined }));
          }}
        />
        <TextArea
          label={t("descriptionLabel")}
          name="description"
          value={values.description}
          onChange={(event) => set({ description: event.target.value })}
        />
        <FormActions>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="submit" busy={busy} disabled={uploading}>
            {submitLabel}
          </Button>
        </FormActions>
      </FormPanel>
    </>
  );
}
