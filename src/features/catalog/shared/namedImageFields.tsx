import type { ReactNode } from "react";
import { uploadImage } from "../../../core/api/upload";
import type { FieldErrors } from "../../../core/fieldErrors";
import type { RecordEditor } from "../../../core/useRecordEditor";
import type { ConflictField } from "../../../ui/ConflictReview";
import { ImageUploadField } from "../../../ui/ImageUploadField";
import { TextArea, TextField } from "../../../ui/TextField";
import { t } from "../messages";

/** A brand's or category's values on its form: name, one image, description. */
export interface NamedImageValues {
  name: string;
  image_url: string;
  description: string;
}

export type NamedImageField = "name" | "image_url";

export const EMPTY_NAMED_IMAGE: NamedImageValues = { name: "", image_url: "", description: "" };

/** Name and image are required, with the catalogue's messages. */
export const checkNamedImage = (values: NamedImageValues): FieldErrors<NamedImageField> => ({
  name: values.name.trim() ? undefined : t("requiredField"),
  image_url: values.image_url ? undefined : t("selectAtLeastOneImage"),
});

/** What is sent: the name and description as typed, without the spaces around them. */
export const trimmedNamedImage = (values: NamedImageValues): NamedImageValues => ({
  ...values,
  name: values.name.trim(),
  description: values.description.trim(),
});

/** The fields a brand's or category's conflict review compares (issue 33), labelled as on the form. */
export const namedImageConflictFields = (nameLabel: string): ConflictField<NamedImageValues>[] => [
  { key: "name", label: nameLabel },
  { key: "description", label: t("descriptionLabel") },
  { key: "image_url", label: t("imageLabel") },
];

/**
 * The brand and category fields: name, `extra` (the general category form's brand select), the
 * image, description. Submitting while the image is still on its way would report it missing:
 * `onUploadingChange` lets the screen hold the submit button until it is there.
 */
export function NamedImageFields({
  editor,
  nameLabel,
  extra,
  onUploadingChange,
}: {
  editor: RecordEditor<NamedImageValues, unknown, NamedImageField>;
  nameLabel: string;
  extra?: ReactNode;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { values, set, errors } = editor;
  return (
    <>
      <TextField label={nameLabel} required {...editor.text("name")} />
      {extra}
      <ImageUploadField
        label={t("imageLabel")}
        images={values.image_url ? [{ id: 0, img_url: values.image_url }] : []}
        upload={uploadImage}
        error={errors.image_url}
        onUploadingChange={onUploadingChange}
        onChange={(images) => set({ image_url: images[0]?.img_url ?? "" })}
      />
      <TextArea
        label={t("descriptionLabel")}
        name="description"
        value={values.description}
        onChange={(event) => set({ description: event.target.value })}
      />
    </>
  );
}
