import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useId, useState } from "react";
import styled from "styled-components";
import { uploadImage } from "../../../core/api/upload";
import { t } from "../messages";
import { notify } from "../../../core/notify";
import type { PickedImage } from "../../../ui/ImagePicker";
import { ImageUploadField } from "../../../ui/ImageUploadField";
import { Label } from "../../../ui/TextField";
import { tokens } from "../../../ui/tokens";
import { moveImage } from "./imageOrder";
import { mediaUrl } from "../../../core/config";

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  list-style: none;
  margin: 10px 0 0;
  padding: 0;
`;

const Card = styled.li<{ $thumbnail: boolean; $dragging: boolean }>`
  width: 148px;
  border: 2px solid ${(p) => (p.$thumbnail ? tokens.primary : tokens.border)};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  padding: 6px;
  box-shadow: ${(p) => (p.$dragging ? "0 8px 24px rgba(16, 24, 40, 0.25)" : "none")};
  position: relative;
  z-index: ${(p) => (p.$dragging ? 2 : 1)};
  .handle {
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    background: ${tokens.bg};
    cursor: grab;
    touch-action: none;
    border-radius: 6px;
  }
  .handle:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
  img {
    width: 100%;
    height: 120px;
    object-fit: contain;
    display: block;
  }
  .meta {
    display: flex;
    justify-content: space-between;
    align-items: center;
    font-size: 13px;
    margin-top: 4px;
  }
  .badge {
    color: ${tokens.primary};
    font-weight: 700;
  }
  .tools {
    display: flex;
    gap: 4px;
    margin-top: 4px;
  }
  .tools button {
    flex: 1;
    min-height: 30px;
    border: 1px solid ${tokens.border};
    background: ${tokens.surface};
    color: ${tokens.text};
    border-radius: 6px;
    cursor: pointer;
    font: inherit;
  }
  .tools button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  .tools button:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

type MoveDirection = "earlier" | "later";

interface ItemProps {
  image: PickedImage;
  index: number;
  count: number;
  onMove: (from: number, to: number, direction?: MoveDirection) => void;
  onRemove: (index: number) => void;
}

function SortableImage({ image, index, count, onMove, onRemove }: ItemProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: image.id });
  const position = index + 1;
  return (
    <Card
      ref={setNodeRef}
      $thumbnail={index === 0}
      $dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-image-id={image.id}
    >
      <button type="button" className="handle" {...attributes} {...listeners} aria-label={t("dragImage", { position })}>
        <img src={mediaUrl(image.img_url)} alt={t("imageNumber", { position, count })} />
      </button>
      <div className="meta">
        <span>{position}</span>
        {index === 0 ? <span className="badge">{t("thumbnail")}</span> : null}
      </div>
      <div className="tools">
        <button
          type="button"
          data-move="earlier"
          aria-label={t("moveEarlier", { position })}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1, "earlier")}
        >
          ←
        </button>
        <button
          type="button"
          data-move="later"
          aria-label={t("moveLater", { position })}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1, "later")}
        >
          →
        </button>
        <button type="button" aria-label={t("removeImage", { name: String(position) })} onClick={() => onRemove(index)}>
          ×
        </button>
      </div>
    </Card>
  );
}

/**
 * The product's images: upload (images only, with progress), drag to reorder (pointer, or the
 * keyboard: space, arrows, space) and explicit Move earlier/later buttons. The first image is the
 * thumbnail; the size guidance is shown above the list.
 */
export function ProductImages({
  images,
  onChange,
  invalid,
  onUploadingChange,
}: {
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  invalid: boolean;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const headingId = useId();
  const guidanceId = useId();
  const [announcement, setAnnouncement] = useState("");
  // dnd-kit's instructions and announcements go inside this section, so inside a shadow root
  // they stay where the handles' aria-describedby can find them.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (from: number, to: number, direction?: MoveDirection) => {
    onChange(moveImage(images, from, to));
    setAnnouncement(t("imageMoved", { position: to + 1, count: images.length }));
    if (direction) keepFocusOnMoved(images[from].id, direction);
  };
  /*
   * The image moved by its button keeps the focus: on the same button, or — when that button is
   * now disabled (first or last place) — on the other Move button, else on the image itself.
   */
  const keepFocusOnMoved = (id: number, direction: MoveDirection) =>
    requestAnimationFrame(() => {
      const card = container?.querySelector(`[data-image-id="${id}"]`);
      const other: MoveDirection = direction === "earlier" ? "later" : "earlier";
      const target = [`[data-move="${direction}"]`, `[data-move="${other}"]`, ".handle"]
        .map((selector) => card?.querySelector<HTMLButtonElement>(selector))
        .find((button) => button && !button.disabled);
      target?.focus();
    });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      images.findIndex((image) => image.id === active.id),
      images.findIndex((image) => image.id === over.id),
    );
  };

  return (
    <section ref={setContainer} aria-labelledby={headingId} aria-describedby={guidanceId}>
      <Label as="h2" id={headingId} style={{ display: "block", margin: "0 0 4px" }}>
        {t("productImages")} *
      </Label>
      <p id={guidanceId} style={{ margin: "0 0 8px", fontSize: 13, color: invalid ? tokens.danger : tokens.muted }}>
        {t("imageGuidance")}
      </p>
      <ImageUploadField
        label={null}
        images={images}
        onChange={onChange}
        multiple
        showImages={false}
        upload={uploadImage}
        labels={{ choose: t("chooseImages") }}
        onUploadingChange={onUploadingChange}
      />
      {images.length === 0 ? (
        <p style={{ margin: "8px 0 0", color: tokens.muted }}>{t("noImagesYet")}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ container: container ?? undefined }}
        >
          <SortableContext items={images.map((image) => image.id)} strategy={rectSortingStrategy}>
            <List aria-label={t("productImages")}>
              {images.map((image, index) => (
                <SortableImage
                  key={image.id}
                  image={image}
                  index={index}
                  count={images.length}
                  onMove={move}
                  onRemove={(at) => {
                    onChange(images.filter((_, other) => other !== at));
                    notify.info(t("imageRemoved"));
                  }}
                />
              ))}
            </List>
          </SortableContext>
        </DndContext>
      )}
      <div
        role="status"
        aria-live="polite"
        style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}
      >
        {announcement}
      </div>
    </section>
  );
}
