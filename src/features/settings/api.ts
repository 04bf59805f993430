import { shopApi } from "../../core/api/shopApi";
import { shopStore } from "../../core/store";
import type {
  Account,
  AccountStatus,
  ActiveStatus,
  Banner,
  Brand,
  Category,
  Faq,
  ProductPage,
  PromotionNotification,
  ShippingService,
} from "../../core/types";

export type BannerTargetType = Banner["target_type"];
export type Audience = PromotionNotification["business_type"];

export interface BannerInput {
  title: string;
  target_type: BannerTargetType;
  target_id: number;
  img_url: string;
}

export interface FaqInput {
  question: string;
  answer: string;
}

export interface ShippingInput {
  title: string;
  description: string;
  price: number;
  image: string;
}

export interface PromotionInput {
  business_type: Audience;
  title: string;
  body: string;
}

export interface AdminInput {
  full_name: string;
  email: string;
  password: string;
  confirm_password: string;
}

/** One choice of the banner's target picker. */
export interface TargetOption {
  value: number;
  label: string;
}

type SettingsTag = "Banner" | "Faq" | "ShippingService" | "Admin";
const listTags = <T extends SettingsTag>(type: T, items: { id: number }[] | undefined) => [
  { type, id: "LIST" as const },
  ...(items ?? []).map((item) => ({ type, id: item.id })),
];

/** How many target choices the picker shows at once (the server pages products; brands and categories are filtered here). */
const TARGET_CHOICES = 20;

/**
 * The settings area's calls (spec section 7): banners, FAQs, shipping services, promotional
 * notifications (with the reach count the reference server adds) and admin users. The lists
 * the server has no by-id call for are the source of the edit screens too.
 */
export const settingsApi = shopApi
  .enhanceEndpoints({ addTagTypes: ["Banner", "Faq", "ShippingService", "Admin"] })
  .injectEndpoints({
    overrideExisting: "throw",
    endpoints: (build) => ({
      // Banners
      banners: build.query<Banner[], void>({
        query: () => "/banner/get",
        providesTags: (result) => listTags("Banner", result),
      }),
      createBanner: build.mutation<Banner, BannerInput>({
        query: (body) => ({ url: "/banner", method: "POST", body }),
        invalidatesTags: [{ type: "Banner", id: "LIST" }],
      }),
      updateBanner: build.mutation<Banner, { id: number; body: BannerInput }>({
        query: ({ id, body }) => ({ url: `/banner/update/${id}`, method: "PUT", body }),
        invalidatesTags: (_result, _error, { id }) => [{ type: "Banner", id }],
      }),
      setBannerStatus: build.mutation<unknown, { id: number; status: ActiveStatus }>({
        // Deactivate is sent as inactive (spec 4).
        query: ({ id, status }) => ({
          url: `/banner/${status === "ACTIVE" ? "activate" : "inactive"}/${id}`,
          method: "PUT",
        }),
        invalidatesTags: (_result, _error, { id }) => [{ type: "Banner", id }],
      }),
      deleteBanner: build.mutation<null, number>({
        query: (id) => ({ url: `/banner/delete/${id}`, method: "DELETE" }),
        invalidatesTags: [{ type: "Banner", id: "LIST" }],
      }),
      // The banner target picker's searches (no cache tags: each search asks the server).
      bannerProductChoices: build.query<TargetOption[], string>({
        query: (search) => ({
          url: "/products",
          params: { page: 1, limit: TARGET_CHOICES, status: "PUBLISHED", ...(search ? { search } : {}) },
        }),
        transformResponse: (page: ProductPage) =>
          page.products.map((product) => ({ value: product.id, label: product.product_name })),
        keepUnusedDataFor: 30,
      }),
      bannerBrandChoices: build.query<Brand[], void>({ query: () => "/brand/get", keepUnusedDataFor: 60 }),
      bannerCategoryChoices: build.query<Category[], void>({ query: () => "/category/get", keepUnusedDataFor: 60 }),
      // FAQs
      faqs: build.query<Faq[], void>({
        query: () => "/faqs/all",
        providesTags: (result) => listTags("Faq", result),
      }),
      createFaq: build.mutation<Faq, FaqInput>({
        query: (body) => ({ url: "/faq/create", method: "POST", body }),
        invalidatesTags: [{ type: "Faq", id: "LIST" }],
      }),
      updateFaq: build.mutation<Faq, { id: number; body: Partial<FaqInput> & { status?: ActiveStatus } }>({
        query: ({ id, body }) => ({ url: `/faqs/update/${id}`, method: "PUT", body }),
        invalidatesTags: (_result, _error, { id }) => [{ type: "Faq", id }],
      }),
      deleteFaq: build.mutation<null, number>({
        query: (id) => ({ url: `/faq/delete/${id}`, method: "DELETE" }),
        invalidatesTags: [{ type: "Faq", id: "LIST" }],
      }),
      // Shipping services
      shippingServices: build.query<ShippingService[], void>({
        query: () => "/shipping/get",
        providesTags: (result) => listTags("ShippingService", result),
      }),
      createShippingService: build.mutation<ShippingService, ShippingInput>({
        query: (body) => ({ url: "/shipping/add", method: "POST", body }),
        invalidatesTags: [{ type: "ShippingService", id: "LIST" }],
      }),
      updateShippingService: build.mutation<ShippingService, { id: number; body: ShippingInput }>({
        query: ({ id, body }) => ({ url: `/shipping/update/${id}`, method: "PUT", body }),
        invalidatesTags: (_result, _error, { id }) => [{ type: "ShippingService", id }],
      }),
      deleteShippingService: build.mutation<null, number>({
        query: (id) => ({ url: `/shipping/delete/${id}`, method: "DELETE" }),
        invalidatesTags: [{ type: "ShippingService", id: "LIST" }],
      }),
      // Promotional notifications
      promotionReach: build.query<number, Audience>({
        query: (business_type) => ({ url: "/notification/promotional/reach", params: { business_type } }),
        transformResponse: (body: { customers: number }) => body.customers,
        keepUnusedDataFor: 30,
      }),
      sendPromotion: build.mutation<PromotionNotification, PromotionInput>({
        query: (body) => ({ url: "/notification/promotional", method: "POST", body }),
      }),
      // Admin users (SUPER_ADMIN only)
      admins: build.query<Account[], void>({
        query: () => "/users/admins",
        providesTags: (result) => listTags("Admin", result),
      }),
      setAdminStatus: build.mutation<Account, { id: number; status: AccountStatus }>({
        query: ({ id, status }) => ({ url: `/user/account/status/${id}`, method: "PUT", body: { status } }),
        invalidatesTags: (_result, _error, { id }) => [{ type: "Admin", id }],
      }),
      deleteAdmin: build.mutation<null, number>({
        query: (id) => ({ url: `/user/admin/delete/${id}`, method: "DELETE" }),
        invalidatesTags: [{ type: "Admin", id: "LIST" }],
      }),
      createAdmin: build.mutation<unknown, AdminInput>({
        // The spec's fixed filler fields are left out: the reference server takes them as optional
        // and ignores them for an ADMIN (no business type, birth date or VAT number for staff).
        query: (body) => ({ url: "/auth/signup", method: "POST", body: { ...body, user_type: "ADMIN" } }),
        invalidatesTags: [{ type: "Admin", id: "LIST" }],
      }),
    }),
  });

export const {
  useBannersQuery,
  useCreateBannerMutation,
  useUpdateBannerMutation,
  useSetBannerStatusMutation,
  useDeleteBannerMutation,
  useFaqsQuery,
  useCreateFaqMutation,
  useUpdateFaqMutation,
  useDeleteFaqMutation,
  useShippingServicesQuery,
  useCreateShippingServiceMutation,
  useUpdateShippingServiceMutation,
  useDeleteShippingServiceMutation,
  usePromotionReachQuery,
  useSendPromotionMutation,
  useAdminsQuery,
  useSetAdminStatusMutation,
  useDeleteAdminMutation,
  useCreateAdminMutation,
} = settingsApi;

/** The picker's choices of one target type matching the typed text (asked of the server as the operator types). */
export async function searchTargets(type: BannerTargetType, text: string): Promise<TargetOption[]> {
  const needle = text.trim().toLowerCase();
  const once = { subscribe: false } as const;
  if (type === "PRODUCT") {
    return shopStore.dispatch(settingsApi.endpoints.bannerProductChoices.initiate(needle, once)).unwrap();
  }
  // Brands and categories have no search parameter: their lists are asked for and filtered here.
  const named =
    type === "BRAND"
      ? (await shopStore.dispatch(settingsApi.endpoints.bannerBrandChoices.initiate(undefined, once)).unwrap()).map(
          (brand) => ({ value: brand.id, label: brand.brand_name }),
        )
      : (await shopStore.dispatch(settingsApi.endpoints.bannerCategoryChoices.initiate(undefined, once)).unwrap()).map(
          (category) => ({ value: category.id, label: category.category_name }),
        );
  return named.filter((option) => option.label.toLowerCase().includes(needle)).slice(0, TARGET_CHOICES);
}

const once = { subscribe: false } as const;

/**
 * A route's data starter: the list a screen shows (or an edit form reads its record from) is
 * asked for at the click, beside the screen's code. Admins only for a SUPER_ADMIN (anyone else
 * gets a not-found screen, and the server would refuse).
 */
export function startScreenData(path: string, search: URLSearchParams) {
  const editing = search.has("id");
  const { banners, faqs, shippingServices, admins } = settingsApi.endpoints;
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
