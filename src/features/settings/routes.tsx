import { namedRoutes, screensOf, starterModule, type AreaDefinition, type RouteDataStarter } from "../../core/area";
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
    loadApi().then((api) => api.startScreenData(name, search));
/** A settings screen's route: its path's last segment names its screen and starter. */
const settingsRoute = (path: string) => {
  const name = path.slice("/setting/".length) as SettingsPath;
  return { path, heading: "navSetting" as const, layout: "settings" as const, screen: screen(name), data: start(name) };
};

/**
 * Settings: banners, FAQs, shipping services, promotional notifications and (SUPER_ADMIN only)
 * admin users, in the settings shell. Change Password and recovery stay in the auth area; the
 * locations area adds Countries & States. Paths exactly as the spec (`adduser-managment` too).
 */
export const settingsArea: AreaDefinition<"settings"> = {
  id: "settings",
  label: "navSettings",
  home: settingsPaths.banners(),
  routes: namedRoutes({
    banners: settingsRoute(settingsPaths.banners()),
    bannerForm: settingsRoute(settingsPaths.bannerForm()),
    faqs: settingsRoute(settingsPaths.faqs()),
    faqForm: settingsRoute(settingsPaths.faqForm()),
    shipping: settingsRoute(settingsPaths.shipping()),
    shippingForm: settingsRoute(settingsPaths.shippingForm()),
    promotion: settingsRoute(settingsPaths.promotion()),
    admins: { ...settingsRoute(settingsPaths.admins()), role: "SUPER_ADMIN" },
    adminForm: { ...settingsRoute(settingsPaths.adminForm()), role: "SUPER_ADMIN" },
  }),
  nav: [
    { label: "navSetting", to: settingsPaths.banners(), activePrefixes: ["/setting"], sidebarOrder: 110 },
    {
      label: "navBannerManagement",
      to: settingsPaths.banners(),
      activePrefixes: [settingsPaths.banners(), settingsPaths.bannerForm()],
      settingsMenu: { order: 10 },
    },
    {
      label: "navShippingService",
      to: settingsPaths.shipping(),
      activePrefixes: [settingsPaths.shipping(), settingsPaths.shippingForm()],
      settingsMenu: { order: 20 },
    },
    {
      label: "navPromotionNotification",
      to: settingsPaths.promotion(),
      activePrefixes: [settingsPaths.promotion()],
      settingsMenu: { order: 30 },
    },
    {
      label: "navFaqs",
      to: settingsPaths.faqs(),
      activePrefixes: [settingsPaths.faqs(), settingsPaths.faqForm()],
      settingsMenu: { order: 60 },
    },
    {
      label: "navAdminUsers",
      to: settingsPaths.admins(),
      activePrefixes: [settingsPaths.admins(), settingsPaths.adminForm()],
      settingsMenu: { order: 70, role: "SUPER_ADMIN" },
    },
  ],
};
