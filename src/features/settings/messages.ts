// With the core texts of screens (buttons, uploads, amounts…), which load with the areas, not in the first load.
import { areaMessages } from "../../core/screenMessages";
import { english } from "./messages.en";

export { english };

/** The settings area's texts (its own chunk); core texts and setMessages overrides work through it too. */
export const t = areaMessages("settings", english, [() => import("./messages.fr"), () => import("./messages.de")]);
export type { SettingsEnglish } from "./messages.en";
export type SettingsMessageKey = Parameters<typeof t>[0];

/** A status's name (ACTIVE, INACTIVE, RESTRICTED, BANNED); an unknown one as the server sent it. */
export function statusName(status: string): string {
  return status === "ACTIVE" || status === "INACTIVE" || status === "RESTRICTED" || status === "BANNED"
    ? t(`status${status}`)
    : status;
}
