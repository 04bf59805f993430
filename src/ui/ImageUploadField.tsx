import { useId, useRef, type ReactNode } from "react";
import styled from "styled-components";
import { t } from "../core/screenMessages";
import { noticeStore, notify } from "../core/notify";
import { ImagePicker, type ImagePickerLabels, type PickedImage } from "./ImagePicker";
import { FieldError, Label } from "./TextField";

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 14px;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
  }
`;

/** The notices an upload raises; each defaults to the shared wording. */
export interface ImageUploadNotices {
  /** "Image Uploaded Successfully". */
  uploaded: string;
  /** The failure notice's title: "Image Upload Failed". */
  failed: string;
  /** Its detail when the upload gives no reason. */
  failedDetail: string;
  /** "Image Removed"; null: removing says nothing. */
  removed: string | null;
}

const defaultLabels = (): ImagePickerLabels => ({
  choose: t("chooseImage"),
  remove: (name) => t("removeImage", { name }),
  uploading: (name) => t("uploading", { name }),
  imagesOnly: t("imagesOnly"),
});

const defaultNotices = (): ImageUploadNotices => ({
  uploaded: t("imageUploaded"),
  failed: t("imageUploadFailed"),
  failedDetail: t("imageUploadError"),
  removed: t("imageRemoved"),
});

/** The `images` and `onChange` of a field holding one image, kept by the form as its URL ("" for none). */
export const singleImage = (url: string, onChange: (url: string) => void) => ({
  images: url ? [{ id: 0, img_url: url }] : [],
  onChange: (images: PickedImage[]) => onChange(images[0]?.img_url ?? ""),
});

/**
 * An image field of a form: a legend, the picker (real upload with progress), the feature's
 * guidance below it, and the field's error. Upload outcomes show notices; a failure notice goes
 * away once an image does upload (its cause has ended), while a failure with no later success
 * stays until dismissed, as errors do.
 */
export function ImageUploadField({
  label,
  images,
  onChange,
  upload,
  multiple = false,
  showImages = true,
  labels,
  notices,
  error,
  children,
  onUploadingChange,
}: {
  /** The legend; null when the caller's own heading names the field. */
  label: ReactNode;
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<PickedImage>;
  multiple?: boolean;
  /** false: the caller shows the chosen images itself (a sortable list, a preview). */
  showImages?: boolean;
  labels?: Partial<ImagePickerLabels>;
  notices?: Partial<ImageUploadNotices>;
  error?: string | null;
  /** Guidance shown below the picker (sizes, formats). */
  children?: ReactNode;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const errorId = useId();
  const texts = { ...defaultNotices(), ...notices };
  // The failure notices this field raised and that are still up.
  const failures = useRef<number[]>([]);
  const fail = (detail: string) => failures.current.push(notify.error(texts.failed, detail));
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      {label === null ? null : (
        <legend>
          <Label as="span">{label}</Label>
        </legend>
      )}
      <ImagePicker
        images={images}
        onChange={onChange}
        upload={upload}
        multiple={multiple}
        showImages={showImages}
        labels={{ ...defaultLabels(), ...labels }}
        onUploaded={() => {
          for (const id of failures.current.splice(0)) noticeStore.dismiss(id);
          notify.success(texts.uploaded);
        }}
        onFailed={(message) => fail(message || texts.failedDetail)}
        onRemoved={texts.removed === null ? undefined : () => notify.info(texts.removed ?? "")}
        onRejected={fail}
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
