import { Type, type TObject, type TSchema } from "@sinclair/typebox";
import {
  ActiveStatus,
  Envelope,
  Id,
  IdParams,
  ImageUrl,
  Name,
  Nullable,
  NumberField,
  operation,
  StringEnum,
  Timestamp,
  Ref,
  MAX_AMOUNT_EUROS,
  Version,
} from "./common.js";
import { AccountStatus } from "./users.js";

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
/** A name or title (schemas/common.ts Name): some visible text, no bidi controls. */
const nameText = (maxLength: number) => Type.Optional(Name(maxLength));
const Deleted = Envelope(Type.Null());

export const AudienceType = StringEnum(["B2B", "B2C", "BOTH"]);
export const DiscountType = StringEnum(["PROMO", "PRODUCT", "CATEGORY", "BRAND", "TOTAL"]);
export const TargetType = StringEnum(["PRODUCT", "CATEGORY", "BRAND"]);

export const SalePerson = Type.Object(
  {
    id: Id,
    full_name: Type.String(),
    email: Type.String(),
    dob: Nullable(Type.String()),
    contact_number: Nullable(Type.String()),
    image_url: Nullable(Type.String()),
    referral_code: Nullable(Type.String()),
    account_status: AccountStatus,
    created_at: Timestamp,
    version: Version,
  },
  { $id: "SalePerson" },
);

export const Discount = Type.Object(
  {
    id: Id,
    discount_type: DiscountType,
    code: Nullable(Type.String()),
    target_id: Nullable(Id),
    percentage: Nullable(Type.Number()),
    fixed_amount: Nullable(Type.Number()),
    min_order_price: Nullable(Type.Number()),
    number_of_uses_per_user: Nullable(Type.Integer()),
    user_type: AudienceType,
    start_date: Type.String({ description: "YYYY-MM-DD" }),
    end_date: Type.String({ description: "YYYY-MM-DD" }),
    status: StringEnum(["ACTIVE", "INACTIVE", "DISABLED"]),
    created_at: Timestamp,
    version: Version,
    product: Nullable(Type.Object({ id: Id, product_name: Type.String() })),
    category: Nullable(Type.Object({ id: Id, category_name: Type.String() })),
    brand: Nullable(Type.Object({ id: Id, brand_name: Type.String() })),
  },
  { $id: "Discount", description: "A discount with the product, category or brand it targets (null otherwise)" },
);

export const DiscountStatusChange = Type.Object(
  { id: Id, status: StringEnum(["ACTIVE", "INACTIVE", "DISABLED"]) },
  { $id: "DiscountStatusChange" },
);

export const Review = Type.Object(
  {
    id: Id,
    rating: Type.Integer(),
    comment: Type.String(),
    created_at: Timestamp,
    user: Type.Object({ id: Id, full_name: Type.String(), email: Type.String(), image_url: Nullable(Type.String()) }),
    product: Type.Object({
      id: Id,
      product_name: Type.String(),
      productImages: Type.Array(
        Type.Object({ display_order: Type.Integer(), file: Type.Object({ img_url: Type.String() }) }),
      ),
    }),
  },
  { $id: "Review" },
);

export const Banner = Type.Object(
  {
    id: Id,
    title: Type.String(),
    img_url: Type.String(),
    target_type: TargetType,
    target_id: Id,
    target_name: Nullable(Type.String()),
    status: ActiveStatus,
    created_at: Timestamp,
    version: Version,
  },
  { $id: "Banner" },
);

export const BannerStatusChange = Type.Object({ id: Id, status: ActiveStatus }, { $id: "BannerStatusChange" });

export const Faq = Type.Object(
  {
    id: Id,
    question: Type.String(),
    answer: Type.String(),
    status: ActiveStatus,
    created_at: Timestamp,
    version: Version,
  },
  { $id: "Faq" },
);

export const ShippingService = Type.Object(
  {
    id: Id,
    title: Type.String(),
    description: Type.String(),
    price: Type.Number(),
    image: Type.String(),
    created_at: Timestamp,
    version: Version,
  },
  { $id: "ShippingService" },
);

export const Country = Type.Object(
  { id: Id, name: Type.String(), status: Type.String(), created_at: Timestamp, version: Version },
  { $id: "Country" },
);
export const State = Type.Object(
  { id: Id, name: Type.String(), status: Type.String(), countryId: Id, version: Version },
  { $id: "State" },
);
export const City = Type.Object(
  { id: Id, name: Type.String(), status: Type.String(), stateId: Id, version: Version },
  { $id: "City" },
);
export const CountryContents = Type.Object(
  { countryId: Id, states: Type.Integer({ minimum: 0 }), cities: Type.Integer({ minimum: 0 }) },
  { $id: "CountryContents", description: "How many states and cities a country's delete takes with it" },
);

export const PromotionNotification = Type.Object(
  {
    id: Id,
    business_type: AudienceType,
    title: Type.String(),
    body: Type.String(),
    recipients: Type.Integer({ minimum: 0 }),
    sent_by: Nullable(Id),
    created_at: Timestamp,
  },
  { $id: "PromotionNotification" },
);

export const PromotionReach = Type.Object(
  { business_type: AudienceType, customers: Type.Integer({ minimum: 0 }) },
  { $id: "PromotionReach", description: "How many customers a promotion to this business type reaches" },
);

// Request bodies. Presence is checked by the routes, so the answers use the spec's messages.

export const shippingBody = Type.Object(
  {
    title: nameText(200),
    description: text(5000),
    // The spec's form sends its Sale Price from a text field.
    price: Type.Optional(NumberField({ minimum: 0, maximum: MAX_AMOUNT_EUROS, nullable: true })),
    image: Type.Optional(ImageUrl()),
  },
  { additionalProperties: false },
);

export const faqBody = Type.Object({ question: nameText(1000), answer: text(10000) }, { additionalProperties: false });

export const faqUpdateBody = Type.Object(
  { status: Type.Optional(ActiveStatus), question: nameText(1000), answer: text(10000) },
  { additionalProperties: false },
);

export const bannerBody = Type.Object(
  {
    title: nameText(200),
    target_type: Type.Optional(Nullable(TargetType)),
    target_id: Type.Optional(Nullable(Id)),
    img_url: Type.Optional(ImageUrl()),
  },
  { additionalProperties: false },
);

export const nameBody = Type.Object({ name: nameText(200) }, { additionalProperties: false });
export const stateBody = Type.Object({ name: nameText(200), countryId: Id }, { additionalProperties: false });
export const stateUpdateBody = Type.Object(
  { name: nameText(200), countryId: Type.Optional(Id) },
  { additionalProperties: false },
);
export const cityBody = Type.Object({ name: nameText(200), stateId: Id }, { additionalProperties: false });
export const cityUpdateBody = Type.Object(
  { name: nameText(200), stateId: Type.Optional(Id) },
  { additionalProperties: false },
);

export const discountBody = Type.Object(
  {
    discount_type: DiscountType,
    target_id: Type.Optional(Nullable(Id)),
    user_type: AudienceType,
    start_date: Type.String({ maxLength: 30 }),
    end_date: Type.String({ maxLength: 30 }),
    // The spec's discount forms send their amounts from text fields.
    percentage: Type.Optional(NumberField({ maximum: 100, nullable: true })),
    fixed_amount: Type.Optional(NumberField({ maximum: MAX_AMOUNT_EUROS, nullable: true })),
    code: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    number_of_uses_per_user: Type.Optional(
      NumberField({ integer: true, minimum: 1, maximum: 1_000_000, nullable: true }),
    ),
    min_order_price: Type.Optional(NumberField({ minimum: 0, maximum: MAX_AMOUNT_EUROS, nullable: true })),
  },
  { additionalProperties: false },
);

export const salePersonBody = Type.Object(
  {
    full_name: nameText(200),
    email: text(254),
    dob: text(30),
    contact_number: text(30),
    image_url: Type.Optional(ImageUrl({ nullable: true })),
  },
  { additionalProperties: false },
);

export const promotionBody = Type.Object(
  { business_type: Type.Optional(StringEnum(["B2B", "B2C", "BOTH", ""])), title: nameText(200), body: text(5000) },
  { additionalProperties: false },
);

/** list / byId / create / update / delete of one settings entity, in the house style. */
const crud = <E extends TObject>(tag: string, entity: E) => {
  const one = Envelope(Ref(entity));
  return {
    list: (operationId: string, summary: string) =>
      operation({
        operationId,
        tag,
        access: "backOffice",
        summary,
        response: { 200: Envelope(Type.Array(Ref(entity))) },
      }),
    byId: (operationId: string, summary: string) =>
      operation({
        operationId,
        tag,
        access: "backOffice",
        summary,
        params: IdParams,
        response: { 200: one },
        errors: [404],
      }),
    remove: (operationId: string, summary: string, errors: (404 | 409)[] = [404]) =>
      operation({
        operationId,
        tag,
        access: "backOffice",
        summary,
        params: IdParams,
        response: { 200: Deleted },
        errors,
      }),
    one,
  };
};

const salePersonOps = crud("salepersons", SalePerson);
export const salePersonSchemas = {
  list: salePersonOps.list("listSalePersons", "Every sale person"),
  byId: salePersonOps.byId("getSalePerson", "One sale person (addition)"),
  create: operation({
    operationId: "createSalePerson",
    tag: "salepersons",
    access: "backOffice",
    summary: "Create a sale person",
    body: salePersonBody,
    response: { 201: salePersonOps.one },
    errors: [409],
  }),
  update: operation({
    operationId: "updateSalePerson",
    tag: "salepersons",
    access: "backOffice",
    summary: "Update a sale person",
    params: IdParams,
    body: salePersonBody,
    versioned: Ref(SalePerson),
    response: { 200: salePersonOps.one },
    errors: [404, 409],
  }),
};

const reviewOps = crud("reviews", Review);
export const reviewSchemas = {
  list: reviewOps.list("listReviews", "Every review"),
  byId: reviewOps.byId("getReview", "One review (addition, for the review detail)"),
  remove: reviewOps.remove("deleteReview", "Delete a review"),
};

const discountOps = crud("discounts", Discount);
export const discountSchemas = {
  list: discountOps.list("listDiscounts", "Every discount not deleted, with its target"),
  create: operation({
    operationId: "createDiscount",
    tag: "discounts",
    access: "backOffice",
    summary: "Create a discount (ACTIVE)",
    body: discountBody,
    response: { 201: discountOps.one },
    errors: [409],
  }),
  update: operation({
    operationId: "updateDiscount",
    tag: "discounts",
    access: "backOffice",
    summary: "Update a discount",
    params: IdParams,
    body: discountBody,
    versioned: Ref(Discount),
    response: { 200: discountOps.one },
    errors: [404, 409],
  }),
  setStatus: (action: string, status: string) =>
    operation({
      operationId: `${action}Discount`,
      tag: "discounts",
      access: "backOffice",
      summary: `Set a discount ${status}`,
      params: IdParams,
      response: { 200: Envelope(Ref(DiscountStatusChange)) },
      errors: [404],
    }),
};

const bannerOps = crud("banners", Banner);
export const bannerSchemas = {
  list: bannerOps.list("listBanners", "Every banner with its target's name"),
  create: operation({
    operationId: "createBanner",
    tag: "banners",
    access: "backOffice",
    summary: "Add a banner",
    body: bannerBody,
    response: { 201: bannerOps.one },
  }),
  update: operation({
    operationId: "updateBanner",
    tag: "banners",
    access: "backOffice",
    summary: "Update a banner (the image may be kept)",
    params: IdParams,
    body: bannerBody,
    versioned: Ref(Banner),
    response: { 200: bannerOps.one },
    errors: [404],
  }),
  setStatus: (action: string, status: string) =>
    operation({
      operationId: `${action === "inactive" ? "deactivate" : action}Banner`,
      tag: "banners",
      access: "backOffice",
      summary: `Set a banner ${status}`,
      params: IdParams,
      response: { 200: Envelope(Ref(BannerStatusChange)) },
      errors: [404],
    }),
  remove: bannerOps.remove("deleteBanner", "Delete a banner"),
};

const faqOps = crud("faqs", Faq);
export const faqSchemas = {
  list: faqOps.list("listFaqs", "Every FAQ"),
  create: operation({
    operationId: "createFaq",
    tag: "faqs",
    access: "backOffice",
    summary: "Add a FAQ (question and answer required)",
    body: faqBody,
    response: { 201: faqOps.one },
  }),
  update: operation({
    operationId: "updateFaq",
    tag: "faqs",
    access: "backOffice",
    summary: "Change a FAQ's status (and text)",
    params: IdParams,
    body: faqUpdateBody,
    versioned: Ref(Faq),
    response: { 200: faqOps.one },
    errors: [404],
  }),
  remove: faqOps.remove("deleteFaq", "Delete a FAQ"),
};

const shippingOps = crud("shipping", ShippingService);
export const shippingSchemas = {
  list: shippingOps.list("listShippingServices", "Shipping services"),
  create: operation({
    operationId: "createShippingService",
    tag: "shipping",
    access: "backOffice",
    summary: "Add a shipping service (409: the title is taken)",
    body: shippingBody,
    response: { 201: shippingOps.one },
    errors: [409],
  }),
  update: operation({
    operationId: "updateShippingService",
    tag: "shipping",
    access: "backOffice",
    summary: "Update a shipping service (409: the title is taken)",
    params: IdParams,
    body: shippingBody,
    versioned: Ref(ShippingService),
    response: { 200: shippingOps.one },
    errors: [404, 409],
  }),
  remove: shippingOps.remove(
    "deleteShippingService",
    "Delete a shipping service (409 while orders use it)",
    [404, 409],
  ),
};

const locationOperation = <
  const P extends {
    params?: TObject;
    body?: TObject;
    response: Record<number, TSchema>;
    errors?: (404 | 409)[];
    versioned?: TSchema;
  },
>(
  operationId: string,
  summary: string,
  parts: P,
) => operation({ operationId, tag: "locations", access: "backOffice", summary, ...parts });

const countryOne = Envelope(Ref(Country));
const stateOne = Envelope(Ref(State));
const cityOne = Envelope(Ref(City));
export const locationSchemas = {
  countries: locationOperation("listCountries", "Every country", {
    response: { 200: Envelope(Type.Array(Ref(Country))) },
  }),
  country: locationOperation("getCountry", "One country (addition)", {
    params: IdParams,
    response: { 200: countryOne },
    errors: [404],
  }),
  countryContents: locationOperation(
    "getCountryContents",
    "How many states and cities deleting a country deletes (addition, for the delete dialog)",
    { params: IdParams, response: { 200: Envelope(Ref(CountryContents)) }, errors: [404] },
  ),
  addCountry: locationOperation("createCountry", "Add a country (409: the name is taken, case-insensitively)", {
    body: nameBody,
    response: { 201: countryOne },
    errors: [409],
  }),
  updateCountry: locationOperation("updateCountry", "Rename a country", {
    params: IdParams,
    body: nameBody,
    versioned: Ref(Country),
    response: { 200: countryOne },
    errors: [404, 409],
  }),
  deleteCountry: locationOperation("deleteCountry", "Delete a country with its states and cities", {
    params: IdParams,
    response: { 200: Deleted },
    errors: [404],
  }),
  states: locationOperation("listStatesOfCountry", "A country's states", {
    params: IdParams,
    response: { 200: Envelope(Type.Array(Ref(State))) },
    errors: [404],
  }),
  state: locationOperation("getState", "One state (addition: the cities page shows its name)", {
    params: IdParams,
    response: { 200: stateOne },
    errors: [404],
  }),
  addState: locationOperation("createState", "Add a state to a country (409: the country has that name)", {
    body: stateBody,
    response: { 201: stateOne },
    errors: [404, 409],
  }),
  updateState: locationOperation("updateState", "Rename a state", {
    params: IdParams,
    body: stateUpdateBody,
    versioned: Ref(State),
    response: { 200: stateOne },
    errors: [404, 409],
  }),
  deleteState: locationOperation("deleteState", "Delete a state with its cities", {
    params: IdParams,
    response: { 200: Deleted },
    errors: [404],
  }),
  cities: locationOperation("listCitiesOfState", "A state's cities", {
    params: IdParams,
    response: { 200: Envelope(Type.Array(Ref(City))) },
    errors: [404],
  }),
  city: locationOperation("getCity", "One city (addition: its edit form opened by link)", {
    params: IdParams,
    response: { 200: cityOne },
    errors: [404],
  }),
  addCity: locationOperation("createCity", "Add a city to a state (409: the state has that name)", {
    body: cityBody,
    response: { 201: cityOne },
    errors: [404, 409],
  }),
  updateCity: locationOperation("updateCity", "Rename a city", {
    params: IdParams,
    body: cityUpdateBody,
    versioned: Ref(City),
    response: { 200: cityOne },
    errors: [404, 409],
  }),
  deleteCity: locationOperation("deleteCity", "Delete a city", {
    params: IdParams,
    response: { 200: Deleted },
    errors: [404],
  }),
};

export const notificationSchemas = {
  send: operation({
    operationId: "sendPromotion",
    tag: "notifications",
    access: "backOffice",
    summary: "Send a promotional notification to B2B, B2C or BOTH",
    body: promotionBody,
    response: { 200: Envelope(Ref(PromotionNotification)) },
  }),
  list: operation({
    operationId: "listPromotions",
    tag: "notifications",
    access: "backOffice",
    summary: "Sent promotional notifications (addition)",
    response: { 200: Envelope(Type.Array(Ref(PromotionNotification))) },
  }),
  reach: operation({
    operationId: "promotionReach",
    tag: "notifications",
    access: "backOffice",
    summary: "How many customers a promotion to B2B, B2C or BOTH would reach (addition)",
    querystring: Type.Object({ business_type: AudienceType }, { additionalProperties: false }),
    response: { 200: Envelope(Ref(PromotionReach)) },
  }),
};

/** The liveness probe of whoever runs the server: not part of the API, so not in the document. */
export const healthSchema = { hide: true, response: { 200: Envelope(Type.Null()) } };

/** Readiness for a load balancer: 200, or 503 with Retry-After while it cannot serve. */
/** Prometheus text (routes/metrics.ts); not part of the API integrators build on. */
export const metricsSchema = { hide: true };
export const readySchema = { hide: true, response: { 200: Envelope(Type.Null()), 503: Envelope(Type.Null()) } };
