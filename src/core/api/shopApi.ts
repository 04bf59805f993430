import { createApi } from "@reduxjs/toolkit/query/react";
import { shopBaseQuery } from "./baseQuery.js";

/**
 * Every cache tag of every area, declared up front so areas can inject endpoints in any order.
 * Tags are `{ type, id }` plus `{ type, id: "LIST" }` for lists.
 */
export const TAG_TYPES = [
  "CurrentUser",
  "Dashboard",
  "Order",
  "Brand",
  "Category",
  "Product",
  "Color",
  "Tag",
  "NicotineStrength",
  "User",
  "Admin",
  "SalePerson",
  "Review",
  "Discount",
  "Banner",
  "Faq",
  "Shipping",
  "Country",
  "State",
  "City",
  "Notification",
] as const;

/** The one RTK Query API slice. Areas add endpoints with `shopApi.injectEndpoints` in their api.ts. */
export const shopApi = createApi({
  reducerPath: "shopApi",
  baseQuery: shopBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
