import type { FastifyPluginAsync } from "fastify";
import type { AppOptions } from "../app.js";
import attributes from "./attributes.js";
import auth from "./auth.js";
import banners from "./banners.js";
import brands from "./brands.js";
import categories from "./categories.js";
import dashboard from "./dashboard.js";
import dev from "./dev.js";
import discounts from "./discounts.js";
import faqs from "./faqs.js";
import health from "./health.js";
import locations from "./locations.js";
import notifications from "./notifications.js";
import orders from "./orders.js";
import products from "./products.js";
import reviews from "./reviews.js";
import salePersons from "./salePersons.js";
import shipping from "./shipping.js";
import uploads from "./uploads.js";
import users from "./users.js";

/** Every area's routes, registered under /api. Each module is a Fastify plugin taking AppOptions. */
export const apiRoutes: FastifyPluginAsync<AppOptions>[] = [
  health,
  auth,
  dev,
  users,
  dashboard,
  orders,
  uploads,
  brands,
  categories,
  products,
  attributes,
  salePersons,
  reviews,
  discounts,
  banners,
  faqs,
  shipping,
  locations,
  notifications,
];
