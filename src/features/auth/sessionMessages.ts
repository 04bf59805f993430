// Without the core texts of screens (buttons, uploads, amounts…): the sign-in page shows only its
// own and the first load's. The account screens (password change, recovery) take the few screen
// texts they show from core/screenMessages, which loads with them.
import { areaMessages } from "../../core/messages";
import { english } from "./messages.en";

export { english };

/** The auth area's texts: sign-in, password change and recovery, the sign-in dialog (loaded with them, not in the first load). */
export const sessionT = areaMessages("auth", english, [() => import("./messages.fr"), () => import("./messages.de")]);
export type { AuthEnglish } from "./messages.en";
