import type { MessageKey } from "../messages";
import {
  useColorsQuery,
  useCreateColorMutation,
  useCreateNicotineStrengthMutation,
  useCreateTagMutation,
  useDeleteColorMutation,
  useDeleteNicotineStrengthMutation,
  useDeleteTagMutation,
  useNicotineStrengthsQuery,
  useTagsQuery,
  useUpdateColorMutation,
  useUpdateNicotineStrengthMutation,
  useUpdateTagMutation,
  type Color,
  type NicotineStrength,
  type Tag,
} from "../api";
import type { AttributeKindId } from "./attributePaths";

/** A list hook as the list and the form use it (RTK Query's generated hooks fit). */
type ListHook<Row> = (
  arg: undefined,
  options?: { skip?: boolean },
) => { data?: Row[]; error?: unknown; isLoading: boolean; isFetching: boolean; refetch: () => unknown };
type MutationHook<Arg> = () => readonly [(arg: Arg) => { unwrap: () => Promise<unknown> }, unknown];

export interface AttributeField<Key extends string> {
  key: Key;
  label: MessageKey;
  required: boolean;
  multiline?: boolean;
}

/**
 * Everything that differs between the colors, tags and nicotine strengths: their calls, their
 * fields (the form's order), the columns of their table, and their texts. One AttributeList and
 * one AttributeForm render every kind from this.
 */
export interface AttributeKind<Key extends string, Row extends { id: number } & Record<Key, string>> {
  id: AttributeKindId;
  useList: ListHook<Row>;
  useCreate: MutationHook<Record<Key, string>>;
  useUpdate: MutationHook<{ id: number; body: Record<Key, string>; version?: number }>;
  useDelete: MutationHook<number>;
  fields: AttributeField<Key>[];
  /** The table's columns, in the spec's order (nicotine: unit, strength, description). */
  columns: { key: Key; header: MessageKey }[];
  nameOf: (row: Row) => string;
  texts: Record<
    | "search"
    | "add"
    | "edit"
    | "empty"
    | "loadFailed"
    | "deleteTitle"
    | "deleted"
    | "deleteFailed"
    | "saved"
    | "saveFailed",
    MessageKey
  >;
}

const description: AttributeField<"description"> = {
  key: "description",
  label: "descriptionLabel",
  required: false,
  multiline: true,
};

/** /flavour and /add-flavor: a color's name (required) and description. */
export const colors: AttributeKind<"flavour_name" | "description", Color> = {
  id: "colors",
  useList: useColorsQuery,
  useCreate: useCreateColorMutation,
  useUpdate: useUpdateColorMutation,
  useDelete: useDeleteColorMutation,
  fields: [{ key: "flavour_name", label: "colorName", required: true }, description],
  columns: [
    { key: "flavour_name", header: "nameLabel" },
    { key: "description", header: "descriptionLabel" },
  ],
  nameOf: (row) => row.flavour_name,
  texts: {
    search: "searchColors",
    add: "addColor",
    edit: "editColor",
    empty: "noColorFound",
    loadFailed: "errorFetchingColors",
    deleteTitle: "deleteColorTitle",
    deleted: "colorDeleted",
    deleteFailed: "failedToDeleteColor",
    saved: "colorSaved",
    saveFailed: "failedToSaveColor",
  },
};

/** /device-type and /add-device: a tag's name (required) and description. */
export const tags: AttributeKind<"device_name" | "description", Tag> = {
  id: "tags",
  useList: useTagsQuery,
  useCreate: useCreateTagMutation,
  useUpdate: useUpdateTagMutation,
  useDelete: useDeleteTagMutation,
  fields: [{ key: "device_name", label: "tagName", required: true }, description],
  columns: [
    { key: "device_name", header: "nameLabel" },
    { key: "description", header: "descriptionLabel" },
  ],
  nameOf: (row) => row.device_name,
  texts: {
    search: "searchTags",
    add: "addTag",
    edit: "editTag",
    empty: "noTagFound",
    loadFailed: "errorFetchingTags",
    deleteTitle: "deleteTagTitle",
    deleted: "tagDeleted",
    deleteFailed: "failedToDeleteTag",
    saved: "tagSaved",
    saveFailed: "failedToSaveTag",
  },
};

/** /nicotine-strength and /add-Nacotine: strength and unit (required) and description. */
export const nicotineStrengths: AttributeKind<"nicotine_strength" | "unit" | "description", NicotineStrength> = {
  id: "nicotineStrengths",
  useList: useNicotineStrengthsQuery,
  useCreate: useCreateNicotineStrengthMutation,
  useUpdate: useUpdateNicotineStrengthMutation,
  useDelete: useDeleteNicotineStrengthMutation,
  fields: [
    { key: "nicotine_strength", label: "strength", required: true },
    { key: "unit", label: "unit", required: true },
    description,
  ],
  columns: [
    { key: "unit", header: "unit" },
    { key: "nicotine_strength", header: "strength" },
    { key: "description", header: "descriptionLabel" },
  ],
  nameOf: (row) => `${row.nicotine_strength} ${row.unit}`,
  texts: {
    search: "searchNicotine",
    add: "addNicotine",
    edit: "editNicotine",
    empty: "noNicotineFound",
    loadFailed: "errorFetchingNicotineStrengths",
    deleteTitle: "deleteNicotineTitle",
    deleted: "nicotineDeleted",
    deleteFailed: "failedToDeleteNicotine",
    saved: "nicotineSaved",
    saveFailed: "failedToSaveNicotine",
  },
};
