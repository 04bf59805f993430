import { shopApi } from "../api/shopApi";
import type { Device, Flavour, Nicotine } from "../types";
import { listTags } from "./tags";

// The API and its fields keep the spec's names (/flavour, device_name); the screens say Color, Tag and
// Nicotine Strength, and so does the code around them.
export type Color = Flavour;
export type Tag = Device;
export type NicotineStrength = Nicotine;

export type ColorInput = Omit<Color, "id" | "created_at">;
export type TagInput = Omit<Tag, "id" | "created_at">;
export type NicotineStrengthInput = Omit<NicotineStrength, "id" | "created_at">;

/**
 * The products' attributes (spec section 7): colors (/flavour), tags (/device) and nicotine
 * strengths (/nicotine). Products carry their names and ids, so a rename or delete reaches every
 * cached product; the server drops a deleted attribute from its products.
 */
export const attributesApi = shopApi.injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    colors: build.query<Color[], void>({
      query: () => "/flavour/get",
      providesTags: (result) => listTags("Color", result),
    }),
    createColor: build.mutation<Color, ColorInput>({
      query: (body) => ({ url: "/flavour", method: "POST", body }),
      invalidatesTags: [{ type: "Color", id: "LIST" }],
    }),
    updateColor: build.mutation<Color, { id: number; body: ColorInput }>({
      query: ({ id, body }) => ({ url: `/flavour/update/${id}`, method: "PUT", body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: "Color", id }, { type: "Color", id: "LIST" }, "Product"],
    }),
    deleteColor: build.mutation<null, number>({
      query: (id) => ({ url: `/flavour/delete/${id}`, method: "DELETE" }),
      invalidatesTags: [{ type: "Color", id: "LIST" }, "Product"],
    }),
    tags: build.query<Tag[], void>({
      query: () => "/device/get",
      providesTags: (result) => listTags("Tag", result),
    }),
    createTag: build.mutation<Tag, TagInput>({
      query: (body) => ({ url: "/device", method: "POST", body }),
      invalidatesTags: [{ type: "Tag", id: "LIST" }],
    }),
    updateTag: build.mutation<Tag, { id: number; body: TagInput }>({
      query: ({ id, body }) => ({ url: `/device/update/${id}`, method: "PUT", body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: "Tag", id }, { type: "Tag", id: "LIST" }, "Product"],
    }),
    deleteTag: build.mutation<null, number>({
      query: (id) => ({ url: `/device/delete/${id}`, method: "DELETE" }),
      invalidatesTags: [{ type: "Tag", id: "LIST" }, "Product"],
    }),
    nicotineStrengths: build.query<NicotineStrength[], void>({
      query: () => "/nicotine/get",
      providesTags: (result) => listTags("NicotineStrength", result),
    }),
    createNicotineStrength: build.mutation<NicotineStrength, NicotineStrengthInput>({
      query: (body) => ({ url: "/nicotine", method: "POST", body }),
      invalidatesTags: [{ type: "NicotineStrength", id: "LIST" }],
    }),
    updateNicotineStrength: build.mutation<NicotineStrength, { id: number; body: NicotineStrengthInput }>({
      query: ({ id, body }) => ({ url: `/nicotine/update/${id}`, method: "PUT", body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: "NicotineStrength", id },
        { type: "NicotineStrength", id: "LIST" },
        "Product",
      ],
    }),
    deleteNicotineStrength: build.mutation<null, number>({
      query: (id) => ({ url: `/nicotine/delete/${id}`, method: "DELETE" }),
      invalidatesTags: [{ type: "NicotineStrength", id: "LIST" }, "Product"],
    }),
  }),
});

export const {
  useColorsQuery,
  useCreateColorMutation,
  useUpdateColorMutation,
  useDeleteColorMutation,
  useTagsQuery,
  useCreateTagMutation,
  useUpdateTagMutation,
  useDeleteTagMutation,
  useNicotineStrengthsQuery,
  useCreateNicotineStrengthMutation,
  useUpdateNicotineStrengthMutation,
  useDeleteNicotineStrengthMutation,
} = attributesApi;
