// Every screen of the settings area, in one lazily loaded module (one chunk per area).
export { AdminForm } from "./AdminForm";
export { AdminList } from "./AdminList";
export { BannerForm } from "./BannerForm";
export { BannerList } from "./BannerList";
export { FaqForm } from "./FaqForm";
export { FaqList } from "./FaqList";
export { PromotionForm } from "./PromotionForm";
export { ShippingForm } from "./ShippingForm";
export { ShippingList } from "./ShippingList";
