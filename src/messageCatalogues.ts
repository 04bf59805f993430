// The public, fully typed setMessages of both entries. Core's own type learns the areas' keys from
// the `declare module` addition below, which the bundled .d.ts files leave out (it adds to another
// module); this type names every area's catalogue directly (types only: nothing of an area is
// bundled here), so an integrator's misspelled key is a type error too.
import type { AuthEnglish } from "./features/auth/sessionMessages";
import type { CatalogEnglish } from "./features/catalog/messages";
import type { CustomersEnglish } from "./features/customers/messages";
import type { DiscountsEnglish } from "./features/discounts/messages";
import type { LocationsEnglish } from "./features/locations/messages";
import type { OrdersEnglish } from "./features/orders/messages";
import type { OverviewEnglish } from "./features/overview/messages";
import type { SettingsEnglish } from "./features/settings/messages";
import { setMessages as setAnyMessages, type MessageKey } from "./core/messages";

/** Every area's English catalogue, by the area's name (its keys' prefix). */
export interface ShopMessageCatalogues {
  auth: AuthEnglish;
  catalog: CatalogEnglish;
  customers: CustomersEnglish;
  discounts: DiscountsEnglish;
  locations: LocationsEnglish;
  orders: OrdersEnglish;
  overview: OverviewEnglish;
  settings: SettingsEnglish;
}

// Types only: tells core's own setMessages every area's keys, here once rather than in each area.
declare module "./core/messages" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the areas' catalogues, named above
  interface AreaCatalogues extends ShopMessageCatalogues {}
}

type Area = keyof ShopMessageCatalogues;
/** `orders.allOrders`, `discounts.everyOrder`, …: an area's key under the area's name. */
export type ShopAreaMessageKey = { [A in Area]: `${A}.${keyof ShopMessageCatalogues[A] & string}` }[Area];
/** What setMessages takes: core keys by name (`login`), area keys namespaced (`orders.allOrders`). */
export type MessageOverrides = { [Key in MessageKey | ShopAreaMessageKey]?: string };

/**
 * Overrides messages for a locale ("de-AT") or a language ("de"), over the shipped French and
 * German texts and English: setMessages("de", { login: "ANMELDEN", "orders.allOrders": "Alle" }).
 */
export const setMessages: (locale: string, messages: MessageOverrides) => void = setAnyMessages;
