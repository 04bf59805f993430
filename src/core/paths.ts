/**
 * Every area's paths (exactly as the spec), written once: the areas' route tables build their
 * patterns with these ("/view-order/:id" is `ordersPaths.detail(":id")`) and links build their
 * targets with them (`ordersPaths.detail(117)`). Tiny and pure, in core, because a link to
 * another area's screen may not import that feature.
 */

/** A record id, or a route parameter (":id") when a route table builds its pattern. */
export type PathParam = number | `:${string}`;

/** "?status=PENDING&page=1" from the set values, "" when none is set. */
function query(values: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

type FixedPaths<Name extends string> = Record<Name, () => string>;

/** Builders of fixed paths from a table of their names and paths (`authPaths.signIn()` is "/"). */
function fixedPaths<Name extends string>(table: Record<Name, string>): FixedPaths<Name> {
  // fromEntries forgets the names; they are exactly the table's.
  return Object.fromEntries(Object.entries(table).map(([name, path]) => [name, () => path])) as FixedPaths<Name>;
}

export const authPaths = fixedPaths({
  signIn: "/",
  changePassword: "/setting/change-password",
  confirmEmail: "/setting/confirm-email",
  code: "/setting/code",
  newPassword: "/setting/new-password",
});

export const overviewPaths = fixedPaths({ home: "/overView" });

export const ordersPaths = {
  /** The list, optionally filtered ("/orders?status=PENDING"). */
  list: (filter: { status?: string } = {}) => `/orders${query(filter)}`,
  detail: (id: PathParam) => `/view-order/${id}`,
  transactions: () => "/transaction",
};

/** A product list's query: the brand it is under, and the status and page it opens at. */
type ProductListFilter = {
  brandId?: number | string;
  status?: string;
  page?: number;
};

export const catalogPaths = {
  brands: () => "/brand",
  /** The brand form; with `id`, the brand it edits. */
  brandForm: (id?: number) => `/add-brand${query({ id })}`,
  categoriesOfBrand: (brandId: PathParam) => `/category/${brandId}`,
  categoryFormOfBrand: (brandId: PathParam, id?: number) => `/add-category/${brandId}${query({ id })}`,
  categories: () => "/categories",
  categoryForm: (id?: number) => `/add-categories${query({ id })}`,
  /** A category's products; `back: "categories"` returns to all categories rather than the brand's. */
  productsOfCategory: (categoryId: PathParam, filter: ProductListFilter & { back?: "categories" } = {}) =>
    `/product/${categoryId}${query(filter)}`,
  productFormOfCategory: (categoryId: PathParam, filter: { brandId?: number; id?: number } = {}) =>
    `/add-product/${categoryId}${query(filter)}`,
  allProducts: (filter: Omit<ProductListFilter, "brandId"> = {}) => `/all-products${query(filter)}`,
  /** The all-products form; with `id`, the product it edits (so a reload reopens it). */
  productForm: (id?: number) => `/add-all-product${query({ id })}`,
  colors: () => "/flavour",
  colorForm: () => "/add-flavor",
  tags: () => "/device-type",
  tagForm: () => "/add-device",
  nicotineStrengths: () => "/nicotine-strength",
  nicotineStrengthForm: () => "/add-Nacotine",
};

export const discountsPaths = {
  list: () => "/all-discounts",
  create: () => "/create-discount",
  targetedForm: () => "/discount/product",
  couponForm: () => "/discount/coupon",
  /** As the spec writes it. */
  shippingForm: () => "/discount/shiping",
  /** Where a discount is edited: its kind's form with `?id=`, so a reload reopens it. */
  edit: (discount: { id: number; discount_type: string }): string => {
    const kind = discount.discount_type;
    const form =
      kind === "PROMO"
        ? discountsPaths.couponForm()
        : kind === "TOTAL"
          ? discountsPaths.shippingForm()
          : discountsPaths.targetedForm();
    return `${form}?id=${discount.id}`;
  },
};

const COUNTRIES = "/setting/countries";
export const locationsPaths = {
  countries: () => COUNTRIES,
  countryForm: () => `${COUNTRIES}/add`,
  states: (countryId: PathParam) => `${COUNTRIES}/state/${countryId}`,
  stateForm: (countryId: PathParam) => `${COUNTRIES}/state/add/${countryId}`,
  cities: (stateId: PathParam) => `${COUNTRIES}/cities/${stateId}`,
  cityForm: (stateId: PathParam) => `${COUNTRIES}/cities/add/${stateId}`,
};

export const customersPaths = {
  users: () => "/user",
  userProfile: (id: PathParam) => `/userProfile/${id}`,
  /** The spec's second address of a profile. */
  user: (id: PathParam) => `/user/${id}`,
  salePersons: () => "/sale-person",
  salePersonForm: () => "/add-sale-person",
  /** A sale person's profile; `edit` opens it in its edit form. */
  salePersonProfile: (id: PathParam, open: { edit?: true } = {}) =>
    `/sale-person-profile/${id}${open.edit ? "?edit=1" : ""}`,
  reviews: () => "/reviews",
  /** The spec's second address of the reviews. */
  review: () => "/review",
  reviewDetail: (id: PathParam) => `/review-detail/${id}`,
};

export const settingsPaths = {
  banners: () => "/setting/banner-management",
  /** The banner form; with `id`, the banner it edits (so a reload reopens it). */
  bannerForm: (id?: number) => `/setting/add-banner${query({ id })}`,
  faqs: () => "/setting/faqs",
  faqForm: (id?: number) => `/setting/add-faq${query({ id })}`,
  shipping: () => "/setting/shipping-address",
  shippingForm: (id?: number) => `/setting/shipping-address-add${query({ id })}`,
  promotion: () => "/setting/send-promotion-notification",
  /** As the spec writes it. */
  admins: () => "/setting/adduser-managment",
  adminForm: () => "/setting/addNew-user",
};
