import type { Device, Flavour, Nicotine } from "../types";
import { endpoint, injectResource, LIST, recordTags, type ShopTagType, type UpdateArg } from "./endpointKit";

// The API and its fields keep the spec's names (/flavour, device_name); the screens say Color, Tag and
// Nicotine Strength, and so does the code around them.
export type Color = Flavour;
export type Tag = Device;
export type NicotineStrength = Nicotine;

export type ColorInput = Omit<Color, "id" | "created_at">;
export type TagInput = Omit<Tag, "id" | "created_at">;
export type NicotineStrengthInput = Omit<NicotineStrength, "id" | "created_at">;

/**
 * One attribute's changes under the API's path (`/flavour`, `/flavour/update/{id}`,
 * `/flavour/delete/{id}`); its list is `${path}/get`. Products carry the attributes' names and ids, so
 * a rename or delete reaches every cached product; the server drops a deleted attribute from its products.
 */
const changesOf = <Type extends ShopTagType>(type: Type, path: string) => ({
  create: endpoint.create(path, [LIST(type)]),
  update: endpoint.update(`${path}/update/`, (id) => [...recordTags(type, id), "Product"]),
  remove: endpoint.remove(`${path}/delete/`, [LIST(type), "Product"]),
});

const color = changesOf("Color", "/flavour");
const tag = changesOf("Tag", "/device");
const nicotine = changesOf("NicotineStrength", "/nicotine");

/** The products' attributes: colors (/flavour), tags (/device) and nicotine strengths (/nicotine). */
export const attributesApi = injectResource((build) => ({
  colors: build.query<Color[], void>(endpoint.list("Color", "/flavour/get")),
  createColor: build.mutation<Color, ColorInput>(color.create),
  updateColor: build.mutation<Color, UpdateArg<ColorInput>>(color.update),
  deleteColor: build.mutation<null, number>(color.remove),
  tags: build.query<Tag[], void>(endpoint.list("Tag", "/device/get")),
  createTag: build.mutation<Tag, TagInput>(tag.create),
  updateTag: build.mutation<Tag, UpdateArg<TagInput>>(tag.update),
  deleteTag: build.mutation<null, number>(tag.remove),
  nicotineStrengths: build.query<NicotineStrength[], void>(endpoint.list("NicotineStrength", "/nicotine/get")),
  createNicotineStrength: build.mutation<NicotineStrength, NicotineStrengthInput>(nicotine.create),
  updateNicotineStrength: build.mutation<NicotineStrength, UpdateArg<NicotineStrengthInput>>(nicotine.update),
  deleteNicotineStrength: build.mutation<null, number>(nicotine.remove),
}));

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
