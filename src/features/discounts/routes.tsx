import type { AreaDefinition, RouteDataMatch } from "../../core/area";

const load = () => import("./screens");
// Each form is its own chunk: they bring react-datepicker, and the product form react-select too,
// so the list loads without either and the coupon form without react-select.
const targetedForm = () => import("./TargetedDiscountForm").then((m) => m.TargetedDiscountForm);
const couponForm = () => import("./CouponForm").then((m) => m.CouponForm);
const shippingForm = () => import("./FreeShippingForm").then((m) => m.FreeShippingForm);
// The area's API slice loads at the click with the screen's chunk, and starts its request at once.
const startList = () => import("./api").then((api) => api.startDiscounts());
const startOne = (match: RouteDataMatch) => import("./api").then((api) => api.startDiscount(match));

/** Discounts: the list, the kind chooser and the three forms (paths exactly as the spec, /discount/shiping too). */
export const discountsArea: AreaDefinition<"discounts"> = {
  id: "discounts",
  label: "navDiscounts",
  home: "/all-discounts",
  routes: [
    {
      path: "/all-discounts",
      heading: "navDiscounts",
      layout: "main",
      screen: () => load().then((m) => m.DiscountList),
      data: startList,
    },
    {
      path: "/create-discount",
      heading: "navDiscounts",
      layout: "main",
      screen: () => load().then((m) => m.DiscountKindChooser),
    },
    { path: "/discount/product", heading: "navDiscounts", layout: "main", screen: targetedForm, data: startOne },
    { path: "/discount/coupon", heading: "navDiscounts", layout: "main", screen: couponForm, data: startOne },
    { path: "/discount/shiping", heading: "navDiscounts", layout: "main", screen: shippingForm, data: startOne },
  ],
  nav: [
    {
      label: "navDiscounts",
      to: "/all-discounts",
      activePrefixes: ["/all-discounts", "/create-discount", "/discount/"],
      sidebarOrder: 100,
    },
  ],
};
