import type { TSchema } from "@sinclair/typebox";
import { Brand, BrandRef, Category, Device, Flavour, Nicotine, UploadedFile } from "./catalog.js";
import { ErrorEnvelope } from "./common.js";
import { DashboardTotals, Order, OrderDetail, OrderItem, OrderStatusChange } from "./orders.js";
import { Product, ProductImage, ProductPage } from "./products.js";
import {
  Banner,
  BannerStatusChange,
  City,
  Country,
  Discount,
  DiscountStatusChange,
  Faq,
  Mail,
  PromotionNotification,
  PromotionReach,
  Review,
  SalePerson,
  ShippingService,
  State,
} from "./settings.js";
import { Account, Address, CreatedUser, SignedInUser, User } from "./users.js";

/**
 * Every named schema. Registered once with Fastify (routes refer to them by `$id`), they are the
 * OpenAPI document's components, which the client's types are generated from.
 */
export const namedSchemas: TSchema[] = [
  ErrorEnvelope,
  Account,
  SignedInUser,
  CreatedUser,
  Address,
  User,
  BrandRef,
  Brand,
  Category,
  Flavour,
  Device,
  Nicotine,
  UploadedFile,
  ProductImage,
  Product,
  ProductPage,
  Order,
  OrderItem,
  OrderDetail,
  OrderStatusChange,
  DashboardTotals,
  SalePerson,
  Discount,
  DiscountStatusChange,
  Review,
  Banner,
  BannerStatusChange,
  Faq,
  ShippingService,
  Country,
  State,
  City,
  PromotionNotification,
  PromotionReach,
  Mail,
];

/** The document's tags, in the order an integrator reads them. */
export const TAGS = [
  { name: "auth", description: "Sign-in, the signed-in user, password change and recovery, sign-up" },
  { name: "users", description: "Customers" },
  { name: "admins", description: "Admin users (SUPER_ADMIN only)" },
  { name: "dashboard", description: "The overview's totals" },
  { name: "orders", description: "Orders and their status changes" },
  { name: "uploads", description: "Image uploads" },
  { name: "brands", description: "Brands" },
  { name: "categories", description: "Categories, under a brand or general" },
  { name: "products", description: "Products" },
  { name: "attributes", description: "Colours (flavour), tags (device) and nicotine strengths" },
  { name: "salepersons", description: "Sale persons" },
  { name: "reviews", description: "Customer reviews" },
  { name: "discounts", description: "Discounts and coupons" },
  { name: "banners", description: "Banners of the shop's app" },
  { name: "faqs", description: "Frequently asked questions" },
  { name: "shipping", description: "Shipping services" },
  { name: "locations", description: "Countries, states and cities" },
  { name: "notifications", description: "Promotional notifications" },
  { name: "dev", description: "Development helpers (absent in production)" },
];
