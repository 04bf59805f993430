import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import contract from "../plugins/contract.js";
import journalWrites from "../plugins/journal.js";
import recordVersions from "../plugins/versions.js";
import attributes from "./attributes.js";
import admins from "./auth/admins.js";
import password from "./auth/password.js";
import session from "./auth/session.js";
import signOut from "./auth/signOut.js";
import signUp from "./auth/signUp.js";
import banners from "./banners.js";
import brands from "./brands.js";
import categories from "./categories.js";
import dashboard from "./dashboard.js";
import discounts from "./discounts.js";
import events from "./events.js";
import faqs from "./faqs.js";
import health from "./health.js";
import metrics from "./metrics.js";
import journal from "./journal.js";
import cities from "./locations/cities.js";
import countries from "./locations/countries.js";
import states from "./locations/states.js";
import notifications from "./notifications.js";
import orders from "./orders.js";
import products from "./products.js";
import reviews from "./reviews.js";
import salePersons from "./salePersons.js";
import savedViews from "./savedViews.js";
import shipping from "./shipping.js";
import uploads from "./uploads.js";
import users from "./users.js";
// issue 33 undo
import undo from "./undo.js";

/**
 * Everything registered under /api, in order: first the contract (the named schemas the routes
 * refer to, and the decimal-id check), the journaled writes (each back-office write one
 * transaction the change journal records) and the records' ETags, then every area's routes. Each route module is a Fastify
 * plugin taking AppOptions; none imports another.
 */
export const apiRoutes: FastifyPluginAsyncTypebox<AppOptions>[] = [
  contract,
  journalWrites,
  recordVersions,
  health,
  metrics,
  session,
  signOut,
  password,
  signUp,
  users,
  admins,
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
  countries,
  states,
  cities,
  notifications,
  savedViews,
  journal,
  // issue 33 undo
  undo,
  // issue 33 live
  events,
];
