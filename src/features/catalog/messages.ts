// With the core texts of screens (buttons, uploads, amounts…), which load with the areas, not in the first load.
import { areaMessages } from "../../core/screenMessages";
import { english } from "./messages.en";

export { english };

/** This area's texts (its own chunk); core texts and setMessages overrides work through it too. */
export const t = areaMessages("catalog", english, [() => import("./messages.fr"), () => import("./messages.de")]);
export type { CatalogEnglish } from "./messages.en";
export type MessageKey = Parameters<typeof t>[0];
