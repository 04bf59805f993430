import { useRef, useSyncExternalStore } from "react";
import { getConfig } from "./config";
import { pluralOf } from "./format";

import { coreEnglish, type CoreEnglish } from "./messages.en";
import type { screenEnglish } from "./screenMessages.en";

// The English catalogue and the Translation shape live in messages.en.ts, which the French and
// German catalogues read their keys from (so that they do not import the loader that loads them).
export { coreEnglish };
export type { CoreEnglish, Translation } from "./messages.en";

/** Every core text: the first load's and those of lazily loaded screens (core/screenMessages.ts). */
export type Messages = CoreEnglish & typeof screenEnglish;
export type MessageKey = keyof Messages;

/**
 * Each area's English catalogue type, added by src/messageCatalogues.ts with `declare module`
 * (types only: core never imports a feature), so `setMessages` knows every `area.key`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the areas' declarations
export interface AreaCatalogues {}

type AreaName = keyof AreaCatalogues & string;
/** `orders.allOrders`, `discounts.allOrders`: an area's key under the area's name. */
export type AreaMessageKey = { [Area in AreaName]: `${Area}.${keyof AreaCatalogues[Area] & string}` }[AreaName];
/** What setMessages takes: any core key or namespaced area key (a misspelled one is a type error). */
export type MessageOverrides = { [Key in MessageKey | AreaMessageKey]?: string };

type Catalogue = Record<string, string>;
type TranslationLoader = () => Promise<{ default: Catalogue }>;
/** The languages shipped beside English; any other locale shows English. */
export type ShippedLanguage = "fr" | "de";
export type TranslationLoaders = Record<ShippedLanguage, TranslationLoader>;

const english: Catalogue = { ...coreEnglish };
const translated = new Map<string, Catalogue>();
const overrides = new Map<string, Catalogue>();
/** Where each catalogue's translations come from: "" is core, " screens" core's screen texts, otherwise the area's name. */
const loaders = new Map<string, TranslationLoaders>([
  ["", { fr: () => import("./messages.fr"), de: () => import("./messages.de") }],
]);
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

const languageOf = (locale: string): ShippedLanguage | null => {
  const language = locale.split("-")[0].toLowerCase();
  return language === "fr" || language === "de" ? language : null;
};

/** Starts loading the translations `locale` needs (core and every area seen so far); resolves when they are in. */
export function loadTranslations(locale = getConfig().locale): Promise<void> {
  const language = languageOf(locale);
  if (!language) return Promise.resolve();
  const waits: Promise<void>[] = [];
  for (const [namespace, load] of loaders) {
    const id = `${language}:${namespace}`;
    let pending = loading.get(id);
    if (!pending) {
      const prefix = namespace && !namespace.startsWith(" ") ? `${namespace}.` : "";
      pending = load[language]().then(
        (module) => {
          const texts = { ...translated.get(language) };
          for (const [key, text] of Object.entries(module.default)) texts[prefix + key] = text;
          translated.set(language, texts);
          loaded.add(id);
          version += 1;
          listeners.forEach((listener) => listener());
        },
        // A chunk that failed to load leaves English; the next call tries again.
        () => void loading.delete(id),
      );
      loading.set(id, pending);
    }
    waits.push(pending);
  }
  return Promise.all(waits).then(() => undefined);
}

/** Whether every catalogue seen so far is there in `locale`'s language (always, for English). */
export function translationsReady(locale = getConfig().locale): boolean {
  const language = languageOf(locale);
  if (!language) return true;
  return [...loaders.keys()].every((namespace) => loaded.has(`${language}:${namespace}`));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentVersion = () => version;

/**
 * True once the locale's texts are in, so a surface renders its first texts in its language
 * (English: at once). Once shown, a surface stays shown while a later locale's texts load.
 */
export function useTranslationsReady(): boolean {
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  const shown = useRef(false);
  const ready = translationsReady();
  if (!ready) void loadTranslations();
  if (ready) shown.current = true;
  return shown.current;
}

/** Overrides messages for a locale: setMessages("de-AT", { login: "ANMELDEN", "orders.allOrders": "Alle Bestellungen" }). */
export function setMessages(locale: string, partial: MessageOverrides): void {
  overrides.set(locale, { ...overrides.get(locale), ...(partial as Catalogue) });
}

/** The text of a full key (core `login`, area `orders.allOrders`) in the configured locale. */
function textOf(key: string, locale: string): string {
  const language = locale.split("-")[0];
  return (
    overrides.get(locale)?.[key] ??
    overrides.get(language)?.[key] ??
    translated.get(language.toLowerCase())?.[key] ??
    english[key] ??
    key
  );
}

/** The core catalogue in a locale (overrides and shipped translations applied). */
export function getMessages(locale = getConfig().locale): Messages {
  // The screens' texts are there once a screen's code has loaded; until then each shows its key.
  const keys = Object.keys(english).filter((key) => !key.includes("."));
  return Object.fromEntries(keys.map((key) => [key, textOf(key, locale)])) as Messages;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * A key's text for `values`: with a numeric `count`, the plural form `key_one`, `key_other`…
 * (Intl.PluralRules of the locale) when the catalogue has one ("1 category", "2 categories").
 */
function textFor(key: string, values: Record<string, string | number>): string {
  const { locale } = getConfig();
  const plural = typeof values.count === "number" ? `${key}_${pluralOf(values.count)}` : null;
  return fill(textOf(plural && plural in english ? plural : key, locale), values);
}

/** One message with `{name}` placeholders filled in. */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  return textFor(key, values);
}

/**
 * An area's own messages, kept in the area's chunk so a page loads only the texts it shows;
 * its French and German (`[() => import("./messages.fr"), () => import("./messages.de")]`) load
 * when the locale asks for them. The returned `t`
 * knows the area's keys (bare: `t("allOrders")` means `orders.allOrders`) and the core ones.
 */
export function areaMessages<Area extends Catalogue>(
  name: string,
  area: Area,
  translations?: readonly [french: TranslationLoader, german: TranslationLoader],
) {
  for (const [key, text] of Object.entries(area)) english[`${name}.${key}`] = text;
  if (translations && !loaders.has(name)) {
    loaders.set(name, { fr: translations[0], de: translations[1] });
    void loadTranslations();
  }
  return function areaT(key: (keyof Area & string) | MessageKey, values: Record<string, string | number> = {}) {
    return textFor(key in area ? `${name}.${key}` : key, values);
  };
}

/**
 * Core texts that only lazily loaded screens show (core/screenMessages.ts): bare keys like the
 * first load's, registered when the first screen's code loads, with their own French and German.
 */
export function screenMessages(texts: Catalogue, translations: readonly [TranslationLoader, TranslationLoader]) {
  if (loaders.has(" screens")) return;
  Object.assign(english, texts);
  loaders.set(" screens", { fr: translations[0], de: translations[1] });
  void loadTranslations();
}
