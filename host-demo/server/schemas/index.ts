import type { TSchema } from "@sinclair/typebox";
import { Brand, BrandRef, Category, Device, Flavour, Nicotine, UploadedFile } from "./catalog.js";
import { BulkOutcome, BulkProgress, BulkRefusal, BulkResult } from "./bulk.js";
import { ErrorEnvelope } from "./common.js";
import {
  DashboardTotals,
  Order,
  OrderDetail,
  OrderItem,
  OrderCounts,
  OrderPage,
  OrderStatusChange,
  OrderStatusCounts,
} from "./orders.js";
import { Attention, LowStockProduct, SalesBucket, SalesTrend, TopProduct, TopProducts } from "./dashboard.js";
import { DiscountCodeSuggestion } from "./discounts.js";
import { Product, ProductImage, ProductPage } from "./products.js";
import {
  Banner,
  BannerStatusChange,
  City,
  Country,
  CountryContents,
  Discount,
  DiscountStatusChange,
  Faq,
  PromotionNotification,
  PromotionReach,
  Review,
  SalePerson,
  ShippingService,
  State,
} from "./settings.js";
import {
  Account,
  Address,
  CreatedUser,
  CustomerOrder,
  CustomerOrders,
  RecoveryGrant,
  SignedInUser,
  User,
} from "./users.js";
import { SavedView, SavedViewState } from "./views.js";
import { JournalEntry, JournalPage } from "./journal.js";
// issue 33 undo
import { UndoResult } from "./undo.js";

/**
 * Every named schema. Registered once with Fastify (routes refer to them by `$id`), they are the
 * OpenAPI document's components, which the client's types are generated from.
 */
export const namedSchemas: TSchema[] = [
  ErrorEnvelope,
  Account,
  SignedInUser,
  RecoveryGrant,
  CreatedUser,
  Address,
  User,
  CustomerOrder,
  CustomerOrders,
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
  OrderStatusCounts,
  OrderPage,
  OrderCounts,
  DashboardTotals,
  SalesBucket,
  SalesTrend,
  LowStockProduct,
  Attention,
  TopProduct,
  TopProducts,
  SalePerson,
  Discount,
  DiscountStatusChange,
  DiscountCodeSuggestion,
  Review,
  Banner,
  BannerStatusChange,
  Faq,
  ShippingService,
  Country,
  State,
  City,
  CountryContents,
  PromotionNotification,
  PromotionReach,
  BulkProgress,
  BulkRefusal,
  BulkResult,
  BulkOutcome,
  SavedViewState,
  SavedView,
  JournalEntry,
  JournalPage,
  // issue 33 undo
  UndoResult,
];

/** The document's tags, in the order an integrator reads them. */
export const TAGS = [
  { name: "auth", description: "Sign-in, the signed-in user, password change and recovery, sign-up" },
  { name: "users", description: "Customers" },
  { name: "admins", description: "Admin users (SUPER_ADMIN only)" },
  { name: "dashboard", description: "The overview's totals, sales trend, orders waiting, top products and low stock" },
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
  { name: "views", description: "Saved views of the lists, each operator's own" },
  { name: "journal", description: "The change journal: every back-office write, who made it and what changed" },
];
