import {
  routeTable,
  screensOf,
  settingsMenuEntry,
  starterModule,
  withStarterModule,
  defineArea,
  type RouteDataStarter,
  type RouteLine,
} from "../../core/area";
import { settingsPaths } from "../../core/paths";
import type { SettingsPath } from "./screens";

// Kept small: this table is in the first load; the screens and the API slice load at the click
// (the slice starts the list a screen shows, see startScreenData in api.ts).
const screen = screensOf(() => import("./screens").then((m) => m.screens));
const loadApi = starterModule(() => import("./api"));
/** The starter of a screen: the list it shows, or the record its form edits (?id=). */
const start =
  (name: SettingsPath): RouteDataStarter =>
  ({ search }) =>
    withStarterModule(loadApi, (api) => api.startScreenData(name, search));
/** A settings screen's route: its path's last segment names its screen and starter. */
const settingsRoute = (path: string, own?: RouteLine[3]): RouteLine => {
  const name = path.slice("/setting/".length) as SettingsPath;
  return [path, screen(name), start(name), own];
};

/**
 * Settings: banners, FAQs, shipping services, promotional notifications and (SUPER_ADMIN only)
 * admin users, in the settings shell. Change Password and recovery stay in the auth area; the
 * locations area adds Countries & States. Paths exactly as the spec (`adduser-managment` too).
 */
export const settingsArea = defineArea("settings", "navSettings", settingsPaths.banners(), {
  routes: routeTable("settings", "navSetting", {
    banners: settingsRoute(settingsPaths.banners()),
    bannerForm: settingsRoute(settingsPaths.bannerForm()),
    faqs: settingsRoute(settingsPaths.faqs()),
    faqForm: settingsRoute(settingsPaths.faqForm()),
    shipping: settingsRoute(settingsPaths.shipping()),
    shippingForm: settingsRoute(settingsPaths.shippingForm()),
    promotion: settingsRoute(settingsPaths.promotion()),
    admins: settingsRoute(settingsPaths.admins(), { role: "SUPER_ADMIN" }),
    adminForm: settingsRoute(settingsPaths.adminForm(), { role: "SUPER_ADMIN" }),
  }),
  nav: [
    { label: "navSetting", to: settingsPaths.banners(), activePrefixes: ["/setting"], sidebarOrder: 110 },
    settingsMenuEntry("navBannerManagement", 10, settingsPaths.banners(), [settingsPaths.bannerForm()]),
    settingsMenuEntry("navShippingService", 20, settingsPaths.shipping(), [settingsPaths.shippingForm()]),
    settingsMenuEntry("navPromotionNotification", 30, settingsPaths.promotion()),
    settingsMenuEntry("navFaqs", 60, settingsPaths.faqs(), [settingsPaths.faqForm()]),
    settingsMenuEntry("navAdminUsers", 70, settingsPaths.admins(), [settingsPaths.adminForm()], "SUPER_ADMIN"),
  ],
});
