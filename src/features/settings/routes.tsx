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
const SUPER_ADMIN_ONLY = ["adduser-managment", "addNew-user"];

/** A settings-menu entry, active on its list and its form. */
const menu = (label: string, list: string, form: string, order: number, superAdminOnly?: boolean): NavEntry => ({
  label,
  to: `/setting/${list}`,
  activePrefixes: [`/setting/${list}`, `/setting/${form}`],
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
  routes: PATHS.map((path) => ({
    path: `/setting/${path}`,
    heading: "Setting",
    layout: "settings",
    superAdminOnly: SUPER_ADMIN_ONLY.includes(path),
    screen: () => import("./screens").then((m) => m.screens[path]),
    data: ({ search }) => import("./api").then((api) => api.startScreenData(path, search)),
  })),
  nav: [
    { label: "Setting", to: "/setting/banner-management", activePrefixes: ["/setting"], sidebarOrder: 110 },
    menu("Banner Management", "banner-management", "add-banner", 10),
    menu("Shipping Service", "shipping-address", "shipping-address-add", 20),
    menu("Promotion Notification", "send-promotion-notification", "", 30),
    menu("FAQs", "faqs", "add-faq", 60),
    menu("Admin User Management", SUPER_ADMIN_ONLY[0], SUPER_ADMIN_ONLY[1], 70, true),
  ],
};
