import { adminsApi } from "../../core/resources/admins";
import { bannersApi } from "../../core/resources/banners";
import { faqsApi } from "../../core/resources/faqs";
import { shippingApi } from "../../core/resources/shipping";
import { shopStore } from "../../core/store";

// The settings area's calls live in core/resources (banners, FAQs, shipping, notifications,
// admins); this module gathers what its screens use, and the route data starter (small: it loads
// at the click, beside the screen). The banner target search is bannerTargets.ts.
export {
  useBannersQuery,
  useCreateBannerMutation,
  useUpdateBannerMutation,
  useSetBannerStatusMutation,
  useDeleteBannerMutation,
  type BannerInput,
  type BannerTargetType,
} from "../../core/resources/banners";
export {
  useFaqsQuery,
  useCreateFaqMutation,
  useUpdateFaqMutation,
  useDeleteFaqMutation,
  type FaqInput,
} from "../../core/resources/faqs";
export {
  useShippingServicesQuery,
  useCreateShippingServiceMutation,
  useUpdateShippingServiceMutation,
  useDeleteShippingServiceMutation,
  type ShippingInput,
} from "../../core/resources/shipping";
export {
  usePromotionReachQuery,
  useSendPromotionMutation,
  type Audience,
  type PromotionInput,
} from "../../core/resources/notifications";
export {
  useAdminsQuery,
  useSetAdminStatusMutation,
  useDeleteAdminMutation,
  useCreateAdminMutation,
  type AdminInput,
} from "../../core/resources/admins";

const once = { subscribe: false } as const;

/**
 * A route's data starter: the list a screen shows (or an edit form reads its record from) is
 * asked for at the click, beside the screen's code. Admins only for a SUPER_ADMIN (anyone else
 * gets a not-found screen, and the server would refuse).
 */
export function startScreenData(path: string, search: URLSearchParams) {
  const editing = search.has("id");
  const { banners } = bannersApi.endpoints;
  const { faqs } = faqsApi.endpoints;
  const { shippingServices } = shippingApi.endpoints;
  const { admins } = adminsApi.endpoints;
  const lists = {
    "banner-management": () => shopStore.dispatch(banners.initiate(undefined, once)),
    "add-banner": () => editing && shopStore.dispatch(banners.initiate(undefined, once)),
    faqs: () => shopStore.dispatch(faqs.initiate(undefined, once)),
    "add-faq": () => editing && shopStore.dispatch(faqs.initiate(undefined, once)),
    "shipping-address": () => shopStore.dispatch(shippingServices.initiate(undefined, once)),
    "shipping-address-add": () => editing && shopStore.dispatch(shippingServices.initiate(undefined, once)),
    "adduser-managment": () =>
      shopStore.getState().auth.userStatus === "SUPER_ADMIN" && shopStore.dispatch(admins.initiate(undefined, once)),
  } as Record<string, (() => unknown) | undefined>;
  lists[path]?.();
}
