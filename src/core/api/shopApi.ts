import { createApi } from "@reduxjs/toolkit/query/react";
import { shopBaseQuery } from "./baseQuery.js";

/**
 * The one RTK Query API slice. Its endpoints live one module per server resource
 * (src/core/resources/*.ts, and the session's in src/core/auth/session.ts), each injected once;
 * the areas import those modules from their lazily loaded chunks. Every cache tag is declared
 * here, once, so a resource can invalidate another's lists (a brand's delete drops its banners).
 * Tags are `{ type, id }` plus `{ type, id: "LIST" }` for lists.
 */
export const shopApi = createApi({
  reducerPath: "shopApi",
  baseQuery: shopBaseQuery,
  tagTypes: [
    "CurrentUser",
    "Dashboard",
    "Brand",
    "Category",
    "Product",
    "Color",
    "Tag",
    "NicotineStrength",
    "Order",
    "Customer",
    "CustomerOrders",
    "SalePerson",
    "Review",
    "Discount",
    "Banner",
    "Faq",
    "ShippingService",
    "Admin",
    "Country",
    "State",
    "City",
    "SavedView",
    // issue 33 history: one record's change journal (core/resources/journal.ts)
    "Journal",
  ],
  endpoints: () => ({}),
});
