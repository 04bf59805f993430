/** Entity types of spec section 3, as the API returns them (field names as the spec, `bussiness_type` included). */
export type OrderStatus = "PENDING" | "CONFIRMED" | "DELIVERED" | "CANCELED";
export type BusinessType = "B2B" | "B2C";
export type AudienceType = "B2B" | "B2C" | "BOTH";
export type AccountStatus = "ACTIVE" | "RESTRICTED" | "BANNED";
export type UserType = "USER" | "ADMIN" | "SUPER_ADMIN" | "SALEPERSON";
export type ProductStatus = "DRAFT" | "PUBLISHED";
export type ActiveStatus = "ACTIVE" | "INACTIVE";

export interface SignInResponse {
  success: boolean;
  message: string;
  accessToken?: string;
  body: { id: number; email: string; full_name: string; image_url: string | null; user_type: UserType } | null;
}

export interface CurrentUser {
  id: number;
  full_name: string;
  email: string;
  image_url: string | null;
  user_type: UserType;
}

export interface DashboardTotals {
  totalSales: number;
  totalCustomers: number;
  totalProducts: number;
  totalOrders: number;
  /** Percent change of this month against last month; null when last month had nothing. */
  monthOverMonth?: Partial<Record<"totalSales" | "totalCustomers" | "totalProducts" | "totalOrders", number | null>>;
}

export interface UploadedFile {
  id: number;
  img_url: string;
}

export interface ProductImage {
  image_id: number;
  display_order: number;
  file: UploadedFile;
}

export interface OrderUser {
  id: number;
  full_name: string;
  email: string;
  contact_number: string | null;
  dob: string | null;
  bussiness_type: BusinessType | null;
  country_name: string | null;
}

export interface OrderItem {
  id: number;
  product: { id: number; product_name: string; bar_code: string | null; productImages: ProductImage[] };
  flavour: { id: number; flavour_name: string } | null;
  device: { id: number; device_name: string } | null;
  original_price: number;
  discounted_price: number;
  per_item_discount: number;
  quantity: number;
  subtotal: number;
  discount_amount: number;
  net_payable: number;
}

export interface Order {
  id: number;
  order_number: string;
  order_status: OrderStatus;
  net_payable: number;
  subtotal: number;
  total_discount: number;
  total_price: number;
  shipping_charges: number;
  transaction_id: string;
  created_at: string;
  user: OrderUser;
  shippingService: { title: string } | null;
  shippingAddress: { street: string; city: string; country: string };
  /** Only in the order detail. */
  orderItems?: OrderItem[];
}

export interface Brand {
  id: number;
  brand_name: string;
  description: string;
  image_url: string;
  categoryCount: number;
}

export interface Category {
  id: number;
  category_name: string;
  description: string;
  image_url: string;
  brand_id: number | null;
  brand?: { id: number; brand_name: string } | null;
  productCount: number;
}

export interface Flavour {
  id: number;
  flavour_name: string;
  description: string;
}

export interface Device {
  id: number;
  device_name: string;
  description: string;
}

export interface Nicotine {
  id: number;
  nicotine_strength: string;
  unit: string;
  description: string;
}

export interface Product {
  id: number;
  product_name: string;
  description: string;
  category_id: number;
  brand_id: number;
  stock: number;
  price: number;
  compared_price: number | null;
  bar_code: string | null;
  status: ProductStatus;
  created_at: string;
  brand: { id: number; brand_name: string };
  category: { id: number; category_name: string };
  productImages: ProductImage[];
  productFlavours: { flavor_id: number; flavours: Pick<Flavour, "id" | "flavour_name"> }[];
  productDevices: { device_id: number; device: Pick<Device, "id" | "device_name"> }[];
  productNicotines: { nicotine_id: number; nicotines: Pick<Nicotine, "id" | "nicotine_strength" | "unit"> }[];
}

export interface ProductInput {
  product_name: string;
  category_id: number;
  brand_id: number;
  description: string;
  flavour_ids: number[];
  device_ids: number[];
  nicotine_ids: number[];
  stock: number;
  compared_price: number | null;
  price: number;
  bar_code: string | null;
  status: ProductStatus;
  images: { image_id: number; display_order: number }[];
}

export interface ProductPage {
  products: Product[];
  totalProducts: number;
}

export interface Address {
  id: number;
  street: string;
  city: string;
  state: string | null;
  country: string;
}

export interface User {
  id: number;
  full_name: string;
  email: string;
  contact_number: string | null;
  dob: string | null;
  bussiness_type: BusinessType | null;
  vat_number: string | null;
  country_name: string | null;
  address: Address[];
  referral_code: string | null;
  used_referral_code: string | null;
  image_url: string | null;
  orderCount: number;
  totalNetPayable: number;
  account_status: AccountStatus;
  user_type: UserType;
  created_at: string;
}

export interface SalePerson {
  id: number;
  full_name: string;
  email: string;
  dob: string | null;
  contact_number: string | null;
  image_url: string | null;
  referral_code: string | null;
  account_status: AccountStatus;
}

export interface Discount {
  id: number;
  discount_type: "PROMO" | "PRODUCT" | "CATEGORY" | "BRAND" | "TOTAL";
  code: string | null;
  target_id: number | null;
  product?: { id: number; product_name: string } | null;
  category?: { id: number; category_name: string } | null;
  brand?: { id: number; brand_name: string } | null;
  percentage: number | null;
  fixed_amount: number | null;
  min_order_price: number | null;
  number_of_uses_per_user: number | null;
  user_type: AudienceType;
  start_date: string;
  end_date: string;
  status: "ACTIVE" | "INACTIVE" | "DISABLED";
}

export interface Review {
  id: number;
  rating: number;
  comment: string;
  created_at: string;
  user: { full_name: string; email: string; image_url: string | null };
  product: { id: number; product_name: string; productImages: { file: { img_url: string } }[] };
}

export interface Banner {
  id: number;
  title: string;
  img_url: string;
  target_type: "PRODUCT" | "CATEGORY" | "BRAND";
  target_id: number;
  target_name: string | null;
  status: ActiveStatus;
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
  status: ActiveStatus;
}

export interface ShippingService {
  id: number;
  title: string;
  description: string;
  price: number;
  image: string;
}

export interface Country {
  id: number;
  name: string;
  status: string;
}

export interface State {
  id: number;
  name: string;
  status: string;
  countryId: number;
}

export interface City {
  id: number;
  name: string;
  status: string;
  stateId: number;
}

export interface PromotionNotification {
  business_type: AudienceType;
  title: string;
  body: string;
}
