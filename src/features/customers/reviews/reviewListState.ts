import type { Review } from "../../../core/types";

export const RATINGS = [5, 4, 3, 2, 1] as const;

/** A rating from the URL (1 to 5), or null for every rating. */
export function ratingParam(value: string | null): number | null {
  const rating = Number(value);
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null;
}

/** Reviews of the rating (all when null) whose product or customer name contains the search text. */
export function filterReviews(reviews: readonly Review[], search: string, rating: number | null): readonly Review[] {
  const needle = search.trim().toLowerCase();
  if (!needle && rating === null) return reviews;
  return reviews.filter(
    (review) =>
      (rating === null || review.rating === rating) &&
      (!needle ||
        review.product.product_name.toLowerCase().includes(needle) ||
        review.user.full_name.toLowerCase().includes(needle)),
  );
}

/** The review's thumbnail: its product's first image by display order. */
export function thumbnailOf(review: Review): string | null {
  const images = [...review.product.productImages].sort((a, b) => a.display_order - b.display_order);
  return images[0]?.file.img_url ?? null;
}

/** The comment cut to `length` characters at a word boundary, with an ellipsis when cut. */
export function shorten(text: string, length = 80): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What a bulk delete did: the deleted ids and, for each failure, the server's reason. */
export interface BulkOutcome {
  deleted: number[];
  failed: Map<number, string>;
}

/** Runs `remove` for every id (all at once) and sorts the outcomes; never rejects. */
export async function deleteEach(
  ids: readonly number[],
  remove: (id: number) => Promise<unknown>,
  reasonOf: (error: unknown) => string,
): Promise<BulkOutcome> {
  const results = await Promise.allSettled(ids.map((id) => remove(id)));
  const outcome: BulkOutcome = { deleted: [], failed: new Map() };
  results.forEach((result, position) => {
    if (result.status === "fulfilled") outcome.deleted.push(ids[position]);
    else outcome.failed.set(ids[position], reasonOf(result.reason));
  });
  return outcome;
}
