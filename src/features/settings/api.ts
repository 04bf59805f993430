import { adminsApi } from "../../core/resources/admins";
import { bannersApi, type BannerTargetType } from "../../core/resources/banners";
import { brandsApi } from "../../core/resources/brands";
import { categoriesApi } from "../../core/resources/categories";
import { faqsApi } from "../../core/resources/faqs";
import { productsApi } from "../../core/resources/products";
import { shippingApi } from "../../core/resources/shipping";
import { shopStore } from "../../core/store";

// The settings area's calls live in core/resources (banners, FAQs, shipping, notifications,
// admins); this module gathers what its screens use, the banner target picker's search and the
// route data starter.
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

/** One choice of the banner's target picker. */
export interface TargetOption {
  value: number;
  label: string;
}

/** How many target choices the picker shows at once (the server pages products; brands and categories are filtered here). */
const TARGET_CHOICES = 20;

const once = { subscribe: false } as const;

/**
 * The picker's choices of one target type matching the typed text: published products asked of
 * the server as the operator types; brands and categories have no search parameter, so their
 * lists (the catalog's cached ones) are filtered here.
 */
export async function searchTargets(type: BannerTargetType, text: string): Promise<TargetOption[]> {
  const needle = text.trim().toLowerCase();
  const { dispatch } = shopStore;
  if (type === "PRODUCT") {
    const args = { page: 1, limit: TARGET_CHOICES, status: "PUBLISHED", search: needle } as const;
    const page = await dispatch(productsApi.endpoints.products.initiate(args, once)).unwrap();
    return page.products.map((product) => ({ value: product.id, label: product.product_name }));
  }
  const named =
    type === "BRAND"
      ? (await dispatch(brandsApi.endpoints.brands.initiate(undefined, once)).unwrap()).map((brand) => ({
          value: brand.id,
          label: brand.brand_name,
        }))
      : (await dispatch(categoriesApi.endpoints.categories.initiate(undefined, once)).unwrap()).map((category) => ({
          value: category.id,
          label: category.category_name,
        }));
  return named.filter((option) => option.label.toLowerCase().includes(needle)).slice(0, TARGET_CHOICES);
}

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
