import type { AreaDefinition } from "../../core/area";

const load = () => import("./screens");
// The area's API slice loads at the click, beside the screen's chunk, and starts the list's request.
const start = (list: "startBanners" | "startFaqs" | "startShipping" | "startAdmins") => () =>
  import("./api").then((api) => api[list]());

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
    {
      path: "/setting/banner-management",
      heading: "Setting",
      layout: "settings",
      screen: () => load().then((m) => m.BannerList),
      data: start("startBanners"),
    },
    {
      path: "/setting/add-banner",
      heading: "Setting",
      layout: "settings",
      screen: () => load().then((m) => m.BannerForm),
      data: start("startBanners"),
    },
    {
      path: "/setting/faqs",
      heading: "Setting",
      layout: "settings",
      screen: () => load().then((m) => m.FaqList),
      data: start("startFaqs"),
    },
    { path: "/setting/add-faq", heading: "Setting", layout: "settings", screen: () => load().then((m) => m.FaqForm) },
    {
      path: "/setting/shipping-address",
      heading: "Setting",
      layout: "settings",
      screen: () => load().then((m) => m.ShippingList),
      data: start("startShipping"),
    },
    {
      path: "/setting/shipping-address-add",
      heading: "Setting",
      layout: "settings",
      screen: () => load().then((m) => m.ShippingForm),
    },
    {
      path: "/setting/send-promotion-notification",
      heading: "Setting",
      layout: "settings",
      screen: () => load().then((m) => m.PromotionForm),
    },
    {
      path: "/setting/adduser-managment",
      heading: "Setting",
      layout: "settings",
      superAdminOnly: true,
      screen: () => load().then((m) => m.AdminList),
      data: start("startAdmins"),
    },
    {
      path: "/setting/addNew-user",
      heading: "Setting",
      layout: "settings",
      superAdminOnly: true,
      screen: () => load().then((m) => m.AdminForm),
    },
  ],
  nav: [
    { label: "Setting", to: "/setting/banner-management", activePrefixes: ["/setting"], sidebarOrder: 110 },
    {
      label: "Banner Management",
      to: "/setting/banner-management",
      activePrefixes: ["/setting/banner-management", "/setting/add-banner"],
      settingsMenu: { order: 10 },
    },
    {
      label: "Shipping Service",
      to: "/setting/shipping-address",
      activePrefixes: ["/setting/shipping-address"],
      settingsMenu: { order: 20 },
    },
    {
      label: "Promotion Notification",
      to: "/setting/send-promotion-notification",
      activePrefixes: ["/setting/send-promotion-notification"],
      settingsMenu: { order: 30 },
    },
    {
      label: "FAQs",
      to: "/setting/faqs",
      activePrefixes: ["/setting/faqs", "/setting/add-faq"],
      settingsMenu: { order: 60 },
    },
    {
      label: "Admin User Management",
      to: "/setting/adduser-managment",
      activePrefixes: ["/setting/adduser-managment", "/setting/addNew-user"],
      settingsMenu: { order: 70, superAdminOnly: true },
    },
  ],
};
