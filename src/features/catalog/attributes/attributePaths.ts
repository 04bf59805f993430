import { catalogPaths } from "../../../core/paths";
import type { MessageKey } from "../messages";

/** The three attribute lists: Colors, Tags and Nicotine Strengths (the tabs' words). */
export type AttributeKindId = "colors" | "tags" | "nicotineStrengths";

/**
 * Each kind's list and form paths (exactly as the spec: /add-Nacotine included) and its tab.
 * Apart from the kinds' calls, so the routes and tabs load without the API.
 */
export const ATTRIBUTE_PATHS: Record<AttributeKindId, { list: string; form: string; tab: MessageKey }> = {
  colors: { list: catalogPaths.colors(), form: catalogPaths.colorForm(), tab: "colorsTab" },
  tags: { list: catalogPaths.tags(), form: catalogPaths.tagForm(), tab: "tagsTab" },
  nicotineStrengths: {
    list: catalogPaths.nicotineStrengths(),
    form: catalogPaths.nicotineStrengthForm(),
    tab: "nicotineTab",
  },
};

export const ATTRIBUTE_KIND_IDS = Object.keys(ATTRIBUTE_PATHS) as AttributeKindId[];
