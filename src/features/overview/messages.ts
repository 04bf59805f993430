// With the core texts of screens (buttons, uploads, amounts…), which load with the areas, not in the first load.
import { areaMessages } from "../../core/screenMessages";
import { english } from "./messages.en";

export { english };

/** The overview blocks' texts (the area's chunk); the totals' texts are core's. */
export const t = areaMessages("overview", english, [() => import("./messages.fr"), () => import("./messages.de")]);
export type { OverviewEnglish } from "./messages.en";
