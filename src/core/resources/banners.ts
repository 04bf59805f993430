import type { ActiveStatus, Banner } from "../types";
import { endpoint, injectResource, LIST, type BodyOf, type UpdateArg } from "./endpointKit";

export type BannerTargetType = Banner["target_type"];

/** The form always names its target (the contract lets both be null). */
export type BannerInput = Required<Omit<BodyOf<"createBanner">, "target_type" | "target_id">> & {
  target_type: BannerTargetType;
  target_id: number;
};

/**
 * Banners. A banner points at a product, category or brand and shows its name;
 * the server deletes a banner with its target, so those resources invalidate this list.
 */
export const bannersApi = injectResource((build) => ({
  banners: build.query<Banner[], void>(endpoint.list("Banner", "/banner/get")),
  createBanner: build.mutation<Banner, BannerInput>(endpoint.create("/banner", [LIST("Banner")])),
  updateBanner: build.mutation<Banner, UpdateArg<BannerInput>>(
    endpoint.update("/banner/update/", (id) => [{ type: "Banner", id }]),
  ),
  setBannerStatus: build.mutation<unknown, { id: number; status: ActiveStatus }>({
    // Deactivate is sent as inactive: the server's path is /banner/inactive/{id}.
    query: ({ id, status }) => ({
      url: `/banner/${status === "ACTIVE" ? "activate" : "inactive"}/${id}`,
      method: "PUT",
    }),
    invalidatesTags: (_result, _error, { id }) => [{ type: "Banner", id }],
  }),
  deleteBanner: build.mutation<null, number>(endpoint.remove("/banner/delete/", [LIST("Banner")])),
}));

export const {
  useBannersQuery,
  useCreateBannerMutation,
  useUpdateBannerMutation,
  useSetBannerStatusMutation,
  useDeleteBannerMutation,
} = bannersApi;
