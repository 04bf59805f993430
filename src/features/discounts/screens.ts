// The list and the kind chooser, in one lazily loaded module (the area's chunk).
export { DiscountKindChooser } from "./DiscountKindChooser";
export { DiscountList } from "./DiscountList";
