import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import styled from "styled-components";
import { uploadImage } from "../../../core/api/upload";
import { t } from "../messages";
import { notify } from "../../../core/notify";
import { Button } from "../../../ui/Button";
import { ImagePicker } from "../../../ui/ImagePicker";
import { PageHeader } from "../../../ui/PageHeader";
import { FieldError, Label, TextArea, TextField } from "../../../ui/TextField";
import { tokens } from "../../../ui/tokens";
import { focusFirstInvalid } from "./focusInvalid";
import { hasFieldErrors, type FieldErrors } from "../../../core/fieldErrors";

export interface NamedImageValues {
  name: string;
  image_url: string;
  description: string;
}

const Panel = styled.form`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  padding: 24px;
  max-width: 640px;
`;

const ImageGroup = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 14px;
  legend {
    padding: 0;
    margin-bottom: 6px;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
`;

/** One image, uploaded for real with progress; the notices are the spec's. */
function SingleImageField({
  value,
  onChange,
  error,
  onUploadingChange,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string | null;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const errorId = useId();
  return (
    <ImageGroup aria-describedby={error ? errorId : undefined}>
      <legend>
        <Label as="span">{t("imageLabel")}</Label>
      </legend>
      <ImagePicker
        images={value ? [{ id: 0, img_url: value }] : []}
        onChange={(images) => onChange(images[0]?.img_url ?? "")}
        upload={uploadImage}
        labels={{
          choose: t("chooseImage"),
          remove: (name) => t("removeImage", { name }),
          uploading: (name) => t("uploading", { name }),
          imagesOnly: t("imagesOnly"),
        }}
        onUploaded={() => notify.success(t("imageUploaded"))}
        onFailed={(message) => notify.error(t("imageUploadFailed"), message || t("imageUploadError"))}
        onRemoved={() => notify.info(t("imageRemoved"))}
        onRejected={(message) => notify.error(t("imageUploadFailed"), message)}
        onUploadingChange={onUploadingChange}
      />
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </ImageGroup>
  );
}

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
      <Panel ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={nameLabel}
          name="name"
          value={values.name}
          error={errors.name}
          required
          onChange={(event) => set({ name: event.target.value })}
        />
        {extra}
        <SingleImageField
          value={values.image_url}
          error={errors.image}
          onUploadingChange={setUploading}
          onChange={(image_url) => {
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
        <Actions>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="submit" busy={busy} disabled={uploading}>
            {submitLabel}
          </Button>
        </Actions>
      </Panel>
    </>
  );
}
