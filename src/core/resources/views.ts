import type { SavedView, ViewListName } from "../types";
import { injectResource, LIST, type BodyOf } from "./endpointKit";

export type { SavedView, ViewListName, ViewState } from "../types";

export type SavedViewInput = BodyOf<"createSavedView">;
export type SavedViewChange = BodyOf<"updateSavedView">;
export { readSortParam, sortParamOf, type SortDirection } from "../listSort";

/**
 * The signed-in operator's saved views of the lists (issue 32): `GET /admin/views?list=…` and the
 * writes. Each list's views share one tag; any write asks them again.
 */
export const viewsApi = injectResource((build) => ({
  savedViews: build.query<SavedView[], ViewListName>({
    query: (list) => ({ url: "/admin/views", params: { list } }),
    providesTags: [LIST("SavedView")],
  }),
  createSavedView: build.mutation<SavedView, SavedViewInput>({
    query: (body) => ({ url: "/admin/views", method: "POST", body }),
    invalidatesTags: [LIST("SavedView")],
  }),
  updateSavedView: build.mutation<SavedView, { id: number; body: SavedViewChange }>({
    query: ({ id, body }) => ({ url: `/admin/views/${id}`, method: "PUT", body }),
    invalidatesTags: [LIST("SavedView")],
  }),
  deleteSavedView: build.mutation<null, number>({
    query: (id) => ({ url: `/admin/views/${id}`, method: "DELETE" }),
    invalidatesTags: [LIST("SavedView")],
  }),
}));

export const {
  useSavedViewsQuery,
  useCreateSavedViewMutation,
  useUpdateSavedViewMutation,
  useDeleteSavedViewMutation,
} = viewsApi;
