// With the core texts of screens (buttons, uploads, amounts…), which load with the areas, not in the first load.
import { areaMessages } from "../../core/screenMessages";
import { english } from "./messages.en";

export { english };

/** The discounts area's texts (its own chunk); setMessages overrides them per locale. */
export const t = areaMessages("discounts", english, [() => import("./messages.fr"), () => import("./messages.de")]);
export type { DiscountsEnglish } from "./messages.en";
