import type { AreaRoute, NavEntry, RouteDataMatch } from "../../../core/area";

const lists = () => import("./productListScreens");
const form = () => import("./productFormScreens");
const startProducts = (match: RouteDataMatch) => import("../api").then((api) => api.startProducts(match));

/**
 * The product screens of the catalog (lists, form), registered by the catalog's routes.tsx.
 * The lists and the form load as two chunks of their own: the form carries drag and drop.
 */
export const productRoutes: AreaRoute[] = [
  {
    path: "/product/:categoryId",
    heading: "navProducts",
    layout: "main",
    screen: () => lists().then((m) => m.CategoryProducts),
  },
  {
    path: "/add-product/:categoryId",
    heading: "navProducts",
    layout: "main",
    screen: () => form().then((m) => m.ProductForm),
  },
  {
    path: "/all-products",
    heading: "navProducts",
    layout: "main",
    screen: () => lists().then((m) => m.AllProducts),
    data: startProducts,
  },
  { path: "/add-all-product", heading: "navProducts", layout: "main", screen: () => form().then((m) => m.ProductForm) },
];

/** Products in the sidebar (spec: to /all-products?status=PUBLISHED&page=1, order 60). */
export const productNav: NavEntry[] = [
  {
    label: "navProducts",
    to: "/all-products?status=PUBLISHED&page=1",
    activePrefixes: ["/all-products", "/product/", "/add-product", "/add-all-product"],
    sidebarOrder: 60,
  },
];
