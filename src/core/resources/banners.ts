import { shopApi } from "../api/shopApi";
import type { ActiveStatus, Banner } from "../types";
import { listTags } from "./tags";

export type BannerTargetType = Banner["target_type"];

export interface BannerInput {
  title: string;
  target_type: BannerTargetType;
  target_id: number;
  img_url: string;
}

/**
 * Banners (spec section 7). A banner points at a product, category or brand and shows its name;
 * the server deletes a banner with its target, so those resources invalidate this list.
 */
export const bannersApi = shopApi.injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    banners: build.query<Banner[], void>({
      query: () => "/banner/get",
      providesTags: (result) => listTags("Banner", result),
    }),
    createBanner: build.mutation<Banner, BannerInput>({
      query: (body) => ({ url: "/banner", method: "POST", body }),
      invalidatesTags: [{ type: "Banner", id: "LIST" }],
    }),
    updateBanner: build.mutation<Banner, { id: number; body: BannerInput }>({
      query: ({ id, body }) => ({ url: `/banner/update/${id}`, method: "PUT", body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: "Banner", id }],
    }),
    setBannerStatus: build.mutation<unknown, { id: number; status: ActiveStatus }>({
      // Deactivate is sent as inactive (spec 4).
      query: ({ id, status }) => ({
        url: `/banner/${status === "ACTIVE" ? "activate" : "inactive"}/${id}`,
        method: "PUT",
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: "Banner", id }],
    }),
    deleteBanner: build.mutation<null, number>({
      query: (id) => ({ url: `/banner/delete/${id}`, method: "DELETE" }),
      invalidatesTags: [{ type: "Banner", id: "LIST" }],
    }),
  }),
});

export const {
  useBannersQuery,
  useCreateBannerMutation,
  useUpdateBannerMutation,
  useSetBannerStatusMutation,
  useDeleteBannerMutation,
} = bannersApi;
