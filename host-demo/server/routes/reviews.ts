import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { notFound, ok } from "../lib/http/http.js";
import { deleteReview, findReview, listReviews } from "../repositories/reviews.js";
import { reviewSchemas } from "../schemas/settings.js";

/** Reviews with their author and product (first images), newest first. */
const reviewRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.get("/reviews/all", { schema: reviewSchemas.list, preHandler: app.backOffice }, async () =>
    ok(await listReviews(db), "Reviews"),
  );
  app.get("/review/byid/:id", { schema: reviewSchemas.byId, preHandler: app.backOffice }, async (request) => {
    const review = await findReview(db, request.params.id);
    if (!review) throw notFound("Review");
    return ok(review, "Review");
  });
  app.delete("/review/delete/:id", { schema: reviewSchemas.remove, preHandler: app.backOffice }, async (request) => {
    if (!(await deleteReview(db, request.params.id))) throw notFound("Review");
    return ok(null, "Review deleted successfully");
  });
};
export default reviewRoutes;
