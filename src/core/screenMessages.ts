import { areaMessages as coreAreaMessages, screenMessages, t as coreT } from "./messages";
import { screenEnglish } from "./screenMessages.en";

// The texts themselves: screenMessages.en.ts (their French and German read their keys from there).
export { screenEnglish };

/**
 * core's areaMessages, registering these texts first: a used import, so no bundler drops it as a
 * module without side effects (package.json "sideEffects").
 */
export const areaMessages: typeof coreAreaMessages = (name, area, translations) => {
  registerScreenTexts();
  return coreAreaMessages(name, area, translations);
};

function registerScreenTexts() {
  screenMessages(screenEnglish, [() => import("./screenMessages.fr"), () => import("./screenMessages.de")]);
}

/**
 * core's t for the shared parts (ui/) that show these texts: registers them first, so a part
 * rendered before any area's catalogue (a host's own use, a test) never shows a bare key.
 */
export const t: typeof coreT = (key, values) => {
  registerScreenTexts();
  return coreT(key, values);
};
