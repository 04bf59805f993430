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

export const catalogPaths = {
  brands: () => "/brand",
  brandForm: () => "/add-brand",
  categoriesOfBrand: (brandId: PathParam) => `/category/${brandId}`,
  categoryFormOfBrand: (brandId: PathParam) => `/add-category/${brandId}`,
  categories: () => "/categories",
  categoryForm: () => "/add-categories",
  productsOfCategory: (categoryId: PathParam) => `/product/${categoryId}`,
  productFormOfCategory: (categoryId: PathParam) => `/add-product/${categoryId}`,
  allProducts: () => "/all-products",
  productForm: () => "/add-all-product",
  /** A product's form (the all-products form, with ?id= so a reload reopens it). */
  productEdit: (id: number) => `/add-all-product?id=${id}`,
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
  salePersonProfile: (id: PathParam) => `/sale-person-profile/${id}`,
  reviews: () => "/reviews",
  /** The spec's second address of the reviews. */
  review: () => "/review",
  reviewDetail: (id: PathParam) => `/review-detail/${id}`,
};

export const settingsPaths = fixedPaths({
  banners: "/setting/banner-management",
  bannerForm: "/setting/add-banner",
  faqs: "/setting/faqs",
  faqForm: "/setting/add-faq",
  shipping: "/setting/shipping-address",
  shippingForm: "/setting/shipping-address-add",
  promotion: "/setting/send-promotion-notification",
  /** As the spec writes it. */
  admins: "/setting/adduser-managment",
  adminForm: "/setting/addNew-user",
});
