import { noScreenData, routeTable, screensOf, startersOf, defineArea, sidebarEntry } from "../../core/area";
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
export const discountsArea = defineArea("discounts", "navDiscounts", discountsPaths.list(), {
  routes: routeTable("main", "navDiscounts", {
    list: [discountsPaths.list(), screen("DiscountList"), start("startDiscounts")],
    create: [discountsPaths.create(), screen("DiscountKindChooser"), noScreenData],
    targetedForm: [discountsPaths.targetedForm(), targetedForm("TargetedDiscountForm"), start("startDiscount")],
    couponForm: [discountsPaths.couponForm(), couponForm("CouponForm"), start("startDiscount")],
    shippingForm: [discountsPaths.shippingForm(), shippingForm("FreeShippingForm"), start("startDiscount")],
  }),
  nav: [sidebarEntry("navDiscounts", 100, discountsPaths.list(), [discountsPaths.create(), "/discount/"])],
});
