// With the core texts of screens (buttons, uploads, amounts…), which load with the areas, not in the first load.
import { areaMessages } from "../../core/screenMessages";
import { english } from "./messages.en";

export { english };

/** This area's texts (its own chunk); core texts and setMessages overrides work through it too. */
export const t = areaMessages("customers", english, [() => import("./messages.fr"), () => import("./messages.de")]);
export type { CustomersEnglish } from "./messages.en";

/** An account status's name (ACTIVE, RESTRICTED, BANNED); an unknown one as the server sent it. */
export function accountStatusName(status: string): string {
  return status === "ACTIVE" || status === "RESTRICTED" || status === "BANNED" ? t(`status${status}`) : status;
}
