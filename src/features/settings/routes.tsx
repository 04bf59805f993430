import type { AreaDefinition, AreaRoute, NavEntry } from "../../core/area";
import type * as Api from "./api";
import type * as Screens from "./screens";

// Kept small: this definition is in the first load; the screens and the API slice load at the click.
const load = () => import("./screens");
type Starter = "startBanners" | "startFaqs" | "startShipping" | "startAdmins";

/** A settings-shell route at /setting/{path}, its screen from the area's chunk and its data starter. */
const route = (path: string, screen: keyof typeof Screens, start?: Starter, superAdminOnly?: true): AreaRoute => ({
  path: `/setting/${path}`,
  heading: "Setting",
  layout: "settings",
  superAdminOnly,
  screen: () => load().then((m) => m[screen]),
  data: start && (() => import("./api").then((api: typeof Api) => api[start]())),
});

/** A settings-menu entry, active on its list and its form. */
const menu = (label: string, list: string, form: string, order: number, superAdminOnly?: true): NavEntry => ({
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
  routes: [
    route("banner-management", "BannerList", "startBanners"),
    route("add-banner", "BannerForm"),
    route("faqs", "FaqList", "startFaqs"),
    route("add-faq", "FaqForm"),
    route("shipping-address", "ShippingList", "startShipping"),
    route("shipping-address-add", "ShippingForm"),
    route("send-promotion-notification", "PromotionForm"),
    route("adduser-managment", "AdminList", "startAdmins", true),
    route("addNew-user", "AdminForm", undefined, true),
  ],
  nav: [
    { label: "Setting", to: "/setting/banner-management", activePrefixes: ["/setting"], sidebarOrder: 110 },
    menu("Banner Management", "banner-management", "add-banner", 10),
    // The form's path starts with the list's: one prefix covers both.
    menu("Shipping Service", "shipping-address", "shipping-address-add", 20),
    menu("Promotion Notification", "send-promotion-notification", "send-promotion-notification", 30),
    menu("FAQs", "faqs", "add-faq", 60),
    menu("Admin User Management", "adduser-managment", "addNew-user", 70, true),
  ],
};
