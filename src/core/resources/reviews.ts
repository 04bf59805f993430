import type { Review } from "../types";
import { endpoint, injectResource, LIST, recordTags } from "./endpointKit";

/**
 * Reviews, with their author and product. The server deletes a product's or a
 * customer's reviews with them (core/resources/products.ts and users.ts invalidate these).
 */
export const reviewsApi = injectResource((build) => ({
  reviews: build.query<Review[], void>({ query: () => "/reviews/all", providesTags: [LIST("Review")] }),
  reviewById: build.query<Review, number>(endpoint.record("Review", (id) => `/review/byid/${id}`)),
  deleteReview: build.mutation<null, number>(
    endpoint.remove("/review/delete/", (id) => recordTags("Review", id), { settled: "success" }),
  ),
}));

export const { useReviewsQuery, useReviewByIdQuery, useDeleteReviewMutation } = reviewsApi;
