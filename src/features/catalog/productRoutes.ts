import type { AreaRoute, NavEntry } from "../../core/area";

/**
 * The product screens of the catalog (lists, form), registered by the catalog's routes.tsx.
 * Kept apart so the product screens load as their own chunk (the form carries drag and drop).
 */
export const productRoutes: AreaRoute[] = [];

/** Products in the sidebar (spec: to /all-products?status=PUBLISHED&page=1, order 60). */
export const productNav: NavEntry[] = [];
