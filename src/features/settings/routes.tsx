import type { AreaDefinition, NavEntry } from "../../core/area";
import type { MessageKey } from "../../core/messages";
import type { SettingsPath } from "./screens";

// Kept small: this table is in the first load; the screens and the API slice load at the click
// (the slice starts the list a screen shows, see startScreenData in api.ts).
const PATHS: SettingsPath[] = [
  "banner-management",
  "add-banner",
  "faqs",
  "add-faq",
  "shipping-address",
  "shipping-address-add",
  "send-promotion-notification",
  "adduser-managment",
  "addNew-user",
];

/** A settings-menu entry, active on its list and its form (the routes at `list` and `form` in PATHS). */
const menu = (label: MessageKey, list: number, form: number, order: number, superAdminOnly?: boolean): NavEntry => ({
  label,
  to: `/setting/${PATHS[list]}`,
  activePrefixes: [`/setting/${PATHS[list]}`, `/setting/${PATHS[form]}`],
  settingsMenu: { order, superAdminOnly },
});

/**
 * Settings: banners, FAQs, shipping services, promotional notifications and (SUPER_ADMIN only)
 * admin users, in the settings shell. Change Password and recovery stay in the auth area; the
 * locations area adds Countries & States. Paths exactly as the spec (`adduser-managment` too).
 */
export const settingsArea: AreaDefinition<"settings"> = {
  id: "settings",
  label: "navSettings",
  home: "/setting/banner-management",
  routes: PATHS.map((path, index) => ({
    path: `/setting/${path}`,
    heading: "navSetting",
    layout: "settings",
    // The last two, admin users, exist only for SUPER_ADMIN.
    superAdminOnly: index > 6,
    screen: () => import("./screens").then((m) => m.screens[path]),
    data: ({ search }) => import("./api").then((api) => api.startScreenData(path, search)),
  })),
  nav: [
    { label: "navSetting", to: "/setting/banner-management", activePrefixes: ["/setting"], sidebarOrder: 110 },
    menu("navBannerManagement", 0, 1, 10),
    menu("navShippingService", 4, 5, 20),
    menu("navPromotionNotification", 6, 6, 30),
    menu("navFaqs", 2, 3, 60),
    menu("navAdminUsers", 7, 8, 70, true),
  ],
};
