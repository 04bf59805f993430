import { useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import { tokens } from "./tokens";
import { mediaUrl } from "../core/config";

export interface PickedImage {
  id: number;
  img_url: string;
}

export interface ImagePickerLabels {
  choose: string;
  remove: (name: string) => string;
  uploading: (name: string) => string;
  imagesOnly: string;
}

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.li`
  position: relative;
  width: 96px;
  height: 96px;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  overflow: hidden;
  background: ${tokens.bg};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  button {
    position: absolute;
    top: 4px;
    right: 4px;
    border: 0;
    border-radius: 50%;
    width: 24px;
    height: 24px;
    background: rgba(16, 24, 40, 0.75);
    color: #fff;
    cursor: pointer;
  }
`;

const Progress = styled.progress`
  width: 100%;
  position: absolute;
  bottom: 0;
  left: 0;
  height: 8px;
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

const ChooseLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 38px;
  padding: 0 14px;
  border: 1px dashed ${tokens.primary};
  border-radius: ${tokens.radius};
  color: ${tokens.primary};
  cursor: pointer;
  font-weight: 600;
  &:focus-within {
    box-shadow: ${tokens.focus};
  }
`;

interface Pending {
  key: string;
  name: string;
  preview: string;
  percent: number;
}

/**
 * Picks images (images only), uploads each through `upload` with real progress, previews them
 * and removes them. The API call is passed in, so ui/ stays free of the API.
 */
export function ImagePicker({
  images,
  onChange,
  upload,
  multiple = false,
  labels,
  onUploaded,
  onFailed,
  onRemoved,
  onRejected,
  showImages = true,
  onUploadingChange,
}: {
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<PickedImage>;
  multiple?: boolean;
  labels: ImagePickerLabels;
  onUploaded?: () => void;
  onFailed?: (message: string) => void;
  onRemoved?: () => void;
  onRejected?: (message: string) => void;
  /** false: the caller shows the chosen images itself (e.g. as a sortable list); uploads still show here. */
  showImages?: boolean;
  /** Tells the form when uploads start and end (a submit waits for them). */
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const id = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const uploading = pending.length > 0;
  const reportUploading = useRef(onUploadingChange);
  reportUploading.current = onUploadingChange;
  useEffect(() => reportUploading.current?.(uploading), [uploading]);
  const latest = useRef(images);
  latest.current = images;

  const onFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    const accepted = files.filter((file) => file.type.startsWith("image/"));
    if (accepted.length < files.length) onRejected?.(labels.imagesOnly);
    for (const file of multiple ? accepted : accepted.slice(0, 1)) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      const preview = URL.createObjectURL(file);
      setPending((current) => [...current, { key, name: file.name, preview, percent: 0 }]);
      try {
        const saved = await upload(file, (percent) =>
          setPending((current) => current.map((item) => (item.key === key ? { ...item, percent } : item))),
        );
        const next = multiple ? [...latest.current, saved] : [saved];
        latest.current = next;
        onChange(next);
        onUploaded?.();
      } catch (error) {
        onFailed?.(error instanceof Error ? error.message : String(error));
      } finally {
        setPending((current) => current.filter((item) => item.key !== key));
        URL.revokeObjectURL(preview);
      }
    }
  };

  return (
    <div>
      <ChooseLabel htmlFor={id}>
        {labels.choose}
        <HiddenInput
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          multiple={multiple}
          onKeyDown={(event) => {
            // Space opens the file chooser of a focused file input; Enter did nothing (issue 31).
            if (event.key !== "Enter") return;
            event.preventDefault();
            event.currentTarget.click();
          }}
          onChange={(event) => {
            void onFiles(event.target.files);
            event.target.value = "";
          }}
        />
      </ChooseLabel>
      <Thumbs>
        {(showImages ? images : []).map((image, index) => (
          <Thumb key={image.id}>
            <img src={mediaUrl(image.img_url)} alt={`Image ${index + 1}`} />
            <button
              type="button"
              aria-label={labels.remove(`${index + 1}`)}
              onClick={() => {
                onChange(images.filter((other) => other.id !== image.id));
                onRemoved?.();
              }}
            >
              ×
            </button>
          </Thumb>
        ))}
        {pending.map((item) => (
          <Thumb key={item.key}>
            <img src={item.preview} alt="" />
            <Progress max={100} value={item.percent} aria-label={labels.uploading(item.name)} />
          </Thumb>
        ))}
      </Thumbs>
    </div>
  );
}
