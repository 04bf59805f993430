import { useRef, useSyncExternalStore } from "react";
import { getConfig } from "./config";
import { pluralOf } from "./format";

/**
 * Every user-visible string, in catalogues: this core one (first load) and one per area
 * (src/features/<area>/messages.ts, in the area's chunk). Slips of the spec are mended here
 * (design.md): "Order Status Updated Successfully", "Failed to update order status", a failed
 * category delete speaks of the category. English is the default; French and German come in
 * chunks of their own (messages.fr.ts, messages.de.ts beside each catalogue), loaded only when
 * `locale` asks for them. setMessages() overrides any entry, core keys by name and area keys
 * as `area.key` ("orders.allOrders").
 */
export const coreEnglish = {
  appRegionLabel: "Shop back-office",
  loading: "Loading…",
  retry: "Retry",
  back: "Back",
  search: "Search",
  noResults: "Nothing found",
  networkError: "Network error: the server could not be reached.",
  notifications: "Notifications",
  dismissNotice: "Dismiss notification",
  errorNotifications: "Error notifications",
  noticeRepeated: "{count} times",
  // Sign-in (spec 2, 4, 8)
  login: "LOGIN",
  loginSubtitle: "Login to your account",
  signedOutElsewhere: "You were signed out in another tab.",
  otherAccountElsewhere: "Another tab signed in as {email}.",
  anotherAccount: "another account",
  sessionClosedBeforeSent: "The session ended before this could be sent.",
  signedOutHere: "Signed out",
  signInElsewhereOnPage: "Sign in with the sign-in form on this page to see {area}.",
  // Password change and recovery (spec 5, 8)
  changePassword: "Change Password",
  // Shell
  mainNavigation: "Main navigation",
  settingsNavigation: "Settings navigation",
  areaNavigation: "{area} navigation",
  logout: "Logout",
  currentUser: "Signed-in user",
  notFoundTitle: "Page not found",
  notFoundText: "The page you asked for does not exist, or you may not open it.",
  screenErrorTitle: "This screen could not be shown",
  screenLoadFailedText: "Its code could not be loaded: the connection dropped or a new version was published.",
  screenErrorText: "Something went wrong while showing it. Reloading the page usually helps.",
  reloadPage: "Reload the page",
  goToOverview: "Go to the overview",
  goToSignIn: "Go to sign in",
  documentTitle: "{screen} · Back-office",
  documentTitlePlain: "Back-office",
  openMenu: "Menu",
  closeMenu: "Close menu",
  skipToContent: "Skip to content",
  // Overview
  overview: "Overview",
  // Route headings and navigation labels (the areas' routes.tsx name these keys)
  navAccount: "Account",
  navSignIn: "Sign in",
  navSetting: "Setting",
  navSettings: "Settings",
  navBrands: "Brands",
  navCategories: "Categories",
  navAttributes: "Attributes",
  navVariants: "Variants",
  navProducts: "Products",
  navCatalog: "Catalog",
  navCustomers: "Customers",
  navUsers: "Users",
  navUser: "User",
  navUserProfile: "User Profile",
  navSalePersons: "Sale Persons",
  navSalePerson: "Sale Person",
  navSalePersonProfile: "Sale Person Profile",
  navReviews: "Reviews",
  navReview: "Review",
  navReviewDetail: "Review Detail",
  navDiscounts: "Discounts",
  navCountriesStates: "Countries & States",
  navOrders: "Orders",
  navOrderDetails: "Order Details",
  navTransactions: "Transactions",
  navBannerManagement: "Banner Management",
  navShippingService: "Shipping Service",
  navPromotionNotification: "Promotion Notification",
  navFaqs: "FAQs",
  navAdminUsers: "Admin User Management",
  // Network failures (core/api/baseQuery)
  serverTooSlow: "The server took too long to answer.",
  unexpectedResponse: "Unexpected response from the server ({status}).",
  requestFailedWithStatus: "Request failed ({status}).",
  requestFailed: "The request failed.",
  // Pagination (ui/Pagination renders them on its own too)
  pagination: "Pagination",
  previousPage: "Previous page",
  nextPage: "Next page",
  page: "Page {page}",
  // Command palette (its button and shortcut are in the header; the palette itself loads on first use)
  commandPalette: "Search and commands",
  // issue 33 undo: the button of a delete's notice
  undo: "Undo",
};

/** The first load's core texts (their French and German: messages.fr.ts, messages.de.ts). */
export type CoreEnglish = typeof coreEnglish;
/** Every core text: the first load's and those of lazily loaded screens (core/screenMessages.ts). */
export type Messages = CoreEnglish & typeof import("./screenMessages").screenEnglish;
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

/** A catalogue translated: exactly the English keys, each with a text (no key missing, none extra). */
export type Translation<English> = { readonly [Key in keyof English]: string };

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
