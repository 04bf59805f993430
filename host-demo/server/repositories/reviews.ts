import { desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { reviews } from "../db/schema/index.js";

/** Reviews with their author and product (first images), newest first. */
const load = (db: Db, where?: SQL) =>
  db.query.reviews.findMany({
    where,
    orderBy: [desc(reviews.created_at), desc(reviews.id)],
    columns: { id: true, rating: true, comment: true, created_at: true },
    with: {
      user: { columns: { id: true, full_name: true, email: true, image_url: true } },
      product: {
        columns: { id: true, product_name: true },
        with: {
          productImages: {
            columns: { display_order: true },
            orderBy: (images, { asc }) => [asc(images.display_order)],
            with: { file: { columns: { img_url: true } } },
          },
        },
      },
    },
  });

/** Every review, newest first. */
export const listReviews = (db: Db) => load(db);

/** One review, or undefined. */
export async function findReview(db: Db, id: number) {
  const [review] = await load(db, eq(reviews.id, id));
  return review;
}

/** Deletes a review; false when there is no such review. */
export async function deleteReview(db: Db, id: number) {
  const deleted = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return deleted.length > 0;
}
