import type { AreaDefinition, NavEntry } from "../../core/area";
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
const menu = (label: string, list: number, form: number, order: number, superAdminOnly?: boolean): NavEntry => ({
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
  label: "Settings",
  home: "/setting/banner-management",
  routes: PATHS.map((path, index) => ({
    path: `/setting/${path}`,
    heading: "Setting",
    layout: "settings",
    // The last two, admin users, exist only for SUPER_ADMIN.
    superAdminOnly: index > 6,
    screen: () => import("./screens").then((m) => m.screens[path]),
    data: ({ search }) => import("./api").then((api) => api.startScreenData(path, search)),
  })),
  nav: [
    { label: "Setting", to: "/setting/banner-management", activePrefixes: ["/setting"], sidebarOrder: 110 },
    menu("Banner Management", 0, 1, 10),
    menu("Shipping Service", 4, 5, 20),
    menu("Promotion Notification", 6, 6, 30),
    menu("FAQs", 2, 3, 60),
    menu("Admin User Management", 7, 8, 70, true),
  ],
};
