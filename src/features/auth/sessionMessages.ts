// With the core texts of screens (buttons, uploads, amounts…), which load with the areas, not in the first load.
import { areaMessages } from "../../core/screenMessages";
import { english } from "./messages.en";

export { english };

/** The auth area's texts: sign-in, password change and recovery, the sign-in dialog (loaded with them, not in the first load). */
export const sessionT = areaMessages("auth", english, [() => import("./messages.fr"), () => import("./messages.de")]);
export type { AuthEnglish } from "./messages.en";
