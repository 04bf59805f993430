import { createApi } from "@reduxjs/toolkit/query/react";
import { shopBaseQuery } from "./baseQuery.js";

/**
 * The one RTK Query API slice. Each area adds its endpoints and the cache tags it provides in
 * its own api.ts (`shopApi.enhanceEndpoints({ addTagTypes }).injectEndpoints(...)`), so adding an
 * area edits nothing here. Declared here only: tags that one area provides and other areas
 * invalidate (the overview's figures change when an order or product does).
 * Tags are `{ type, id }` plus `{ type, id: "LIST" }` for lists.
 */
export const shopApi = createApi({
  reducerPath: "shopApi",
  baseQuery: shopBaseQuery,
  tagTypes: ["Dashboard"],
  endpoints: () => ({}),
});
