import { describe, expect, test } from "vitest";
import { imagesInOrder, moveImage, withDisplayOrder } from "../../src/features/catalog/products/imageOrder";

const ids = (list: { id: number }[]) => list.map((item) => item.id);
const images = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe("reordering a product's images", () => {
  test("moving an image forward and back", () => {
    expect(ids(moveImage(images, 1, 0))).toEqual([2, 1, 3]);
    expect(ids(moveImage(images, 0, 2))).toEqual([2, 3, 1]);
    expect(ids(moveImage(images, 2, 0))).toEqual([3, 1, 2]);
  });

  test("out-of-range moves change nothing and never mutate the input", () => {
    expect(ids(moveImage(images, 0, 3))).toEqual([1, 2, 3]);
    expect(ids(moveImage(images, -1, 0))).toEqual([1, 2, 3]);
    moveImage(images, 0, 2);
    expect(ids(images)).toEqual([1, 2, 3]);
  });

  test("display_order is renumbered from 1 in the order shown", () => {
    expect(withDisplayOrder(moveImage(images, 2, 0))).toEqual([
      { image_id: 3, display_order: 1 },
      { image_id: 1, display_order: 2 },
      { image_id: 2, display_order: 3 },
    ]);
  });

  test("stored images come back sorted by display_order", () => {
    const stored = [
      { image_id: 7, display_order: 3, file: { id: 7, img_url: "/7" } },
      { image_id: 5, display_order: 1, file: { id: 5, img_url: "/5" } },
      { image_id: 6, display_order: 2, file: { id: 6, img_url: "/6" } },
    ];
    expect(imagesInOrder(stored)).toEqual([
      { id: 5, img_url: "/5" },
      { id: 6, img_url: "/6" },
      { id: 7, img_url: "/7" },
    ]);
  });
});
