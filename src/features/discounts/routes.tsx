import { namedRoutes, noScreenData, screensOf, startersOf, type AreaDefinition } from "../../core/area";
import { discountsPaths } from "../../core/paths";

const screen = screensOf(() => import("./screens"));
// Each form is its own chunk: they bring react-datepicker, and the product form react-select too,
// so the list loads without either and the coupon form without react-select.
const targetedForm = screensOf(() => import("./TargetedDiscountForm"));
const couponForm = screensOf(() => import("./CouponForm"));
const shippingForm = screensOf(() => import("./FreeShippingForm"));
// The area's API slice loads at the click with the screen's chunk, and starts its request at once.
const start = startersOf(() => import("./api"));

/** Discounts: the list, the kind chooser and the three forms (paths exactly as the spec, /discount/shiping too). */
export const discountsArea: AreaDefinition<"discounts"> = {
  id: "discounts",
  label: "navDiscounts",
  home: discountsPaths.list(),
  routes: namedRoutes({
    list: {
      path: discountsPaths.list(),
      heading: "navDiscounts",
      layout: "main",
      screen: screen("DiscountList"),
      data: start("startDiscounts"),
    },
    create: {
      path: discountsPaths.create(),
      heading: "navDiscounts",
      layout: "main",
      screen: screen("DiscountKindChooser"),
      data: noScreenData,
    },
    targetedForm: {
      path: discountsPaths.targetedForm(),
      heading: "navDiscounts",
      layout: "main",
      screen: targetedForm("TargetedDiscountForm"),
      data: start("startDiscount"),
    },
    couponForm: {
      path: discountsPaths.couponForm(),
      heading: "navDiscounts",
      layout: "main",
      screen: couponForm("CouponForm"),
      data: start("startDiscount"),
    },
    shippingForm: {
      path: discountsPaths.shippingForm(),
      heading: "navDiscounts",
      layout: "main",
      screen: shippingForm("FreeShippingForm"),
      data: start("startDiscount"),
    },
  }),
  nav: [
    {
      label: "navDiscounts",
      to: discountsPaths.list(),
      activePrefixes: [discountsPaths.list(), discountsPaths.create(), "/discount/"],
      sidebarOrder: 100,
    },
  ],
};
