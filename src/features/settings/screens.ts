// Every screen of the settings area, in one lazily loaded module (one chunk per area), keyed by
// its path below /setting/ so the first load's route table names each screen only once.
import { AdminForm } from "./AdminForm";
import { AdminList } from "./AdminList";
import { BannerForm } from "./BannerForm";
import { BannerList } from "./BannerList";
import { FaqForm } from "./FaqForm";
import { FaqList } from "./FaqList";
import { PromotionForm } from "./PromotionForm";
import { ShippingForm } from "./ShippingForm";
import { ShippingList } from "./ShippingList";

export const screens = {
  "banner-management": BannerList,
  "add-banner": BannerForm,
  faqs: FaqList,
  "add-faq": FaqForm,
  "shipping-address": ShippingList,
  "shipping-address-add": ShippingForm,
  "send-promotion-notification": PromotionForm,
  "adduser-managment": AdminList,
  "addNew-user": AdminForm,
};
export type SettingsPath = keyof typeof screens;
