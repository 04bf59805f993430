import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { reviews } from "../db/schema/index.js";
import { notFound, ok } from "../lib/http/http.js";
import { reviewSchemas } from "../schemas/settings.js";

/** Reviews with their author and product (first images), newest first. */
const reviewRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  const load = (where?: ReturnType<typeof eq>) =>
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

  app.get("/reviews/all", { schema: reviewSchemas.list, preHandler: app.backOffice }, async () =>
    ok(await load(), "Reviews"),
  );
  app.get("/review/byid/:id", { schema: reviewSchemas.byId, preHandler: app.backOffice }, async (request) => {
    const [review] = await load(eq(reviews.id, request.params.id));
    if (!review) throw notFound("Review");
    return ok(review, "Review");
  });
  app.delete("/review/delete/:id", { schema: reviewSchemas.remove, preHandler: app.backOffice }, async (request) => {
    const deleted = await db.delete(reviews).where(eq(reviews.id, request.params.id)).returning({ id: reviews.id });
    if (deleted.length === 0) throw notFound("Review");
    return ok(null, "Review deleted successfully");
  });
};
export default reviewRoutes;
