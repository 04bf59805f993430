/**
 * The order of a product's images: the first is the thumbnail, the order can be
 * rearranged, and display_order is renumbered from 1 in the order shown.
 */

/** The list with the item at `from` moved to `to` (indexes outside the list leave it as it is). */
export function moveImage<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return copy;
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved);
  return copy;
}

/** What the product sends: each image's id with its position, counted from 1. */
export function withDisplayOrder(images: readonly { id: number }[]): { image_id: number; display_order: number }[] {
  return images.map((image, index) => ({ image_id: image.id, display_order: index + 1 }));
}

/** The images of a stored product in their saved order, as the form holds them. */
export function imagesInOrder(
  productImages: readonly { image_id: number; display_order: number; file: { id: number; img_url: string } }[],
): { id: number; img_url: string }[] {
  return [...productImages]
    .sort((a, b) => a.display_order - b.display_order)
    .map((image) => ({ id: image.image_id, img_url: image.file.img_url }));
}
