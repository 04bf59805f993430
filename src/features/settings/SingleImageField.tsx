import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { uploadImage } from "../../core/api/upload";
import { notify } from "../../core/notify";
import { ImagePicker, type PickedImage } from "../../ui/ImagePicker";
import { FieldError, Label } from "../../ui/TextField";
import { t } from "./messages";

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 14px;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
  }
  p {
    margin: 4px 0 0;
  }
`;

/**
 * One image of a settings record (a banner's, a shipping service's): choose, upload with
 * progress, remove, with the area's notices and the form's error under it.
 */
export function SingleImageField({
  label,
  imageUrl,
  onChange,
  error,
  upload = uploadImage,
  showImage = true,
  onUploadingChange,
  children,
}: {
  label: string;
  imageUrl: string;
  onChange: (imageUrl: string) => void;
  error?: string;
  /** Uploads the chosen file (a check of its own may run first). */
  upload?: (file: File, onProgress: (percent: number) => void) => Promise<PickedImage>;
  /** false: the form shows the image itself (a banner's preview). */
  showImage?: boolean;
  onUploadingChange: (uploading: boolean) => void;
  /** Guidance under the picker. */
  children?: ReactNode;
}) {
  const errorId = useId();
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <legend>
        <Label as="span">{label}</Label>
      </legend>
      <ImagePicker
        images={imageUrl ? [{ id: 0, img_url: imageUrl }] : []}
        showImages={showImage}
        onChange={(images) => onChange(images[0]?.img_url ?? "")}
        upload={upload}
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
      {children}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Group>
  );
}
