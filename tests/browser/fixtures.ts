// The browser tests' fixtures: one builder per entity the server sends, filling every field the
// server's response schema requires with a realistic value, so a test names only what it shows.
import type {
  Account,
  Brand,
  Category,
  CurrentUser,
  DashboardTotals,
  Device,
  Flavour,
  Nicotine,
  Order,
  OrderDetail,
  OrderItem,
  OrderPage,
  OrderStatus,
  Product,
  Attention,
  SalesGranularity,
  SalesTrend,
  TopProduct,
  TopProducts,
} from "../../src/core/types";

const CREATED_AT = "2026-11-02T10:00:00.000Z";
const emailOf = (name: string) => `${name.toLowerCase().replace(/\W/g, "")}@example.test`;

/** A brand as GET /brand/get lists it. */
export function brand(fields: Partial<Brand> & Pick<Brand, "id" | "brand_name">): Brand {
  return { description: "", image_url: "", created_at: CREATED_AT, categoryCount: 0, ...fields };
}

/** A category as GET /category/get lists it, with its brand (from brand_id unless given). */
export function category(
  fields: Partial<Category> & Pick<Category, "id" | "category_name"> & { brand_name?: string },
): Category {
  const { brand_name = "Aurora", ...rest } = fields;
  const brandId = rest.brand_id === undefined ? 3 : rest.brand_id;
  return {
    description: "",
    image_url: "",
    brand_id: brandId,
    created_at: CREATED_AT,
    productCount: 0,
    brand: brandId === null ? null : { id: brandId, brand_name },
    ...rest,
  };
}

/** A colour (the API's flavour). */
export function flavour(fields: Partial<Flavour> & Pick<Flavour, "id" | "flavour_name">): Flavour {
  return { description: "", created_at: CREATED_AT, ...fields };
}

/** A tag (the API's device). */
export function device(fields: Partial<Device> & Pick<Device, "id" | "device_name">): Device {
  return { description: "", created_at: CREATED_AT, ...fields };
}

/** A nicotine strength. */
export function nicotine(fields: Partial<Nicotine> & Pick<Nicotine, "id" | "nicotine_strength">): Nicotine {
  return { unit: "mg/ml", description: "", created_at: CREATED_AT, ...fields };
}

/** A product as GET /products and GET /product/byid/:id send it. */
export function product(fields: Partial<Product> & Pick<Product, "id" | "product_name">): Product {
  const brandId = fields.brand_id ?? fields.brand?.id ?? 3;
  const categoryId = fields.category_id ?? fields.category?.id ?? 7;
  return {
    description: "",
    stock: 10,
    price: 9.99,
    compared_price: null,
    bar_code: null,
    status: "PUBLISHED",
    created_at: CREATED_AT,
    productImages: [],
    productFlavours: [],
    productDevices: [],
    productNicotines: [],
    ...fields,
    brand_id: brandId,
    category_id: categoryId,
    brand: fields.brand ?? { id: brandId, brand_name: "Nordic Vapor" },
    category: fields.category ?? { id: categoryId, category_name: "Pods" },
  };
}

/** An order as GET /admin/orders lists it: the browser tests' one order fixture. */
export function orderFixture(id: number, name: string, status: OrderStatus): Order {
  return {
    id,
    order_number: `ORD-${1000 + id}`,
    order_status: status,
    net_payable: 100 + id,
    subtotal: 100,
    total_discount: 0,
    total_price: 100,
    shipping_charges: id,
    transaction_id: `TX-${id}`,
    created_at: CREATED_AT,
    user: {
      id,
      full_name: name,
      email: emailOf(name),
      contact_number: "+353 1 555 0100",
      dob: "1990-04-01",
      bussiness_type: "B2B",
      country_name: "Ireland",
    },
    shippingService: { title: "Express" },
    shippingAddress: { street: "1 Quay St", city: "Galway", country: "Ireland" },
  };
}

/** One order as GET /admin/order/byid/:id sends it: the list's order with its items. */
export function orderDetail(order: Order, orderItems: OrderDetail["orderItems"] = []): OrderDetail {
  const { orderItems: _listed, ...rest } = order;
  return { ...rest, orderItems };
}

/** An order line as the order detail sends it (with the ids the screen's type leaves out). */
export function orderItem(
  fields: Partial<OrderDetail["orderItems"][number]> & Pick<OrderItem, "id"> & { product_name: string },
): OrderDetail["orderItems"][number] {
  const { product_name, ...rest } = fields;
  const productId = rest.product?.id ?? rest.product_id ?? rest.id;
  return {
    product_id: productId,
    flavour_id: rest.flavour?.id ?? null,
    device_id: rest.device?.id ?? null,
    original_price: 10,
    discounted_price: 10,
    per_item_discount: 0,
    quantity: 1,
    subtotal: 10,
    discount_amount: 0,
    net_payable: 10,
    product: { id: productId, product_name, bar_code: null, productImages: [] },
    flavour: null,
    device: null,
    ...rest,
  };
}

/** PUT /admin/order/{confirm,deliver,cancel}/:id's answer: the order's id and its new status. */
export const orderStatusChange = (id: number, order_status: OrderStatus) => ({ id, order_status });

/** The signed-in user as GET /user sends it. */
export function account(fields: Partial<Account> & Pick<Account, "id" | "full_name">): Account {
  return {
    email: emailOf(fields.full_name),
    user_type: "ADMIN",
    account_status: "ACTIVE",
    contact_number: "+353 1 555 0100",
    dob: "1988-06-15",
    bussiness_type: null,
    vat_number: null,
    country_name: "Ireland",
    referral_code: null,
    used_referral_code: null,
    image_url: null,
    created_at: CREATED_AT,
    ...fields,
  };
}

/** Who signed in: POST /auth/signin's body. */
export function signedInUser(fields: Partial<CurrentUser> & Pick<CurrentUser, "user_type">): CurrentUser {
  return { id: 1, email: "admin@shop.test", full_name: "Alex Admin", image_url: null, ...fields };
}

/** GET /dashboard's totals; month-over-month changes are null (no last month) unless given. */
export function dashboardTotals(
  fields: Omit<DashboardTotals, "monthOverMonth"> & { monthOverMonth?: Partial<DashboardTotals["monthOverMonth"]> },
): DashboardTotals {
  const { monthOverMonth, ...totals } = fields;
  return {
    ...totals,
    monthOverMonth: {
      totalSales: null,
      totalCustomers: null,
      totalProducts: null,
      totalOrders: null,
      ...monthOverMonth,
    },
  };
}

/**
 * GET /admin/orders?page=… answered as the server pages it: the search matches order number,
 * transaction id or customer name (case ignored), the counts are per status among the matches,
 * and the page holds `limit` rows of those with the asked status.
 */
const ORDER_STATUS_KEYS = ["PENDING", "CONFIRMED", "DELIVERED", "CANCELED"] as const;

export function orderPageOf(all: readonly Order[]) {
  return ({ query }: { query: URLSearchParams }): OrderPage => {
    const search = (query.get("search") ?? "").trim().toLowerCase();
    const status = query.get("status");
    const page = Number(query.get("page") ?? 1);
    const limit = Number(query.get("limit") ?? 25);
    const matching = all.filter(
      (order) =>
        !search ||
        [order.order_number, order.transaction_id, order.user.full_name].some((text) =>
          text.toLowerCase().includes(search),
        ),
    );
    const statusCounts = { PENDING: 0, CONFIRMED: 0, DELIVERED: 0, CANCELED: 0 };
    for (const order of matching) statusCounts[order.order_status]++;
    // As the server: a search counts each status up to 1,000 and says when one reached it.
    const statusCountsCapped = Boolean(search) && Object.values(statusCounts).some((count) => count > 1000);
    if (search) for (const key of ORDER_STATUS_KEYS) statusCounts[key] = Math.min(statusCounts[key], 1000);
    const rows = status ? matching.filter((order) => order.order_status === status) : matching;
    const total = status
      ? statusCounts[status as Order["order_status"]]
      : Object.values(statusCounts).reduce((a, b) => a + b, 0);
    return {
      orders: rows.slice((page - 1) * limit, page * limit),
      total,
      page,
      limit,
      statusCounts,
      statusCountsCapped,
    };
  };
}

/**
 * GET /dashboard/sales: `count` consecutive buckets from `from` (days, Mondays or 1sts), with
 * sales from `sales(index)` (zero by default: a shop with no sales).
 */
export function salesTrend(
  granularity: SalesGranularity = "day",
  {
    from = "2026-10-25",
    count = granularity === "day" ? 30 : 12,
    sales = () => ({ b2b: 0, b2c: 0 }),
    timeZone = "Europe/Paris",
  }: { from?: string; count?: number; sales?: (index: number) => { b2b: number; b2c: number }; timeZone?: string } = {},
): SalesTrend {
  const starts = Array.from({ length: count }, (_, index) => {
    const date = new Date(`${from}T00:00:00Z`);
    if (granularity === "day") date.setUTCDate(date.getUTCDate() + index);
    if (granularity === "week") date.setUTCDate(date.getUTCDate() + 7 * index);
    if (granularity === "month") date.setUTCMonth(date.getUTCMonth() + index);
    return date.toISOString().slice(0, 10);
  });
  const buckets = starts.map((start, index) => {
    const { b2b, b2c } = sales(index);
    return { start, b2b, b2c, orders: b2b + b2c > 0 ? 1 : 0 };
  });
  const end = new Date(`${starts[starts.length - 1]}T00:00:00Z`);
  if (granularity === "week") end.setUTCDate(end.getUTCDate() + 6);
  if (granularity === "month") end.setUTCMonth(end.getUTCMonth() + 1, 0);
  return { granularity, timeZone, from: starts[0], to: end.toISOString().slice(0, 10), buckets };
}

/** GET /dashboard/attention: nothing waiting and nothing low unless given. */
export function attention(
  fields: {
    pending?: Partial<Attention["pending"]>;
    confirmed?: Partial<Attention["confirmed"]>;
    lowStock?: Partial<Attention["lowStock"]>;
  } = {},
): Attention {
  return {
    pending: { count: 0, oldestAt: null, ...fields.pending },
    confirmed: { count: 0, oldestAt: null, ...fields.confirmed },
    lowStock: { threshold: 5, count: 0, products: [], ...fields.lowStock },
  };
}

/** GET /dashboard/top-products: no sales in the last 30 days unless given. */
export function topProducts(byRevenue: TopProduct[] = [], byUnits: TopProduct[] = byRevenue): TopProducts {
  return { timeZone: "Europe/Paris", from: "2026-10-25", to: "2026-11-23", byRevenue, byUnits };
}
