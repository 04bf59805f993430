import { shopApi } from "../api/shopApi";
import type { Review } from "../types";

/**
 * Reviews (spec section 7), with their author and product. The server deletes a product's or a
 * customer's reviews with them (core/resources/products.ts and users.ts invalidate these).
 */
export const reviewsApi = shopApi.injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    reviews: build.query<Review[], void>({
      query: () => "/reviews/all",
      providesTags: [{ type: "Review", id: "LIST" }],
    }),
    reviewById: build.query<Review, number>({
      query: (id) => `/review/byid/${id}`,
      providesTags: (_result, _error, id) => [{ type: "Review", id }],
    }),
    deleteReview: build.mutation<null, number>({
      query: (id) => ({ url: `/review/delete/${id}`, method: "DELETE" }),
      invalidatesTags: (_result, error, id) =>
        error
          ? []
          : [
              { type: "Review", id: "LIST" },
              { type: "Review", id },
            ],
    }),
  }),
});

export const { useReviewsQuery, useReviewByIdQuery, useDeleteReviewMutation } = reviewsApi;
