import type { AreaDefinition, AreaRoute, NavEntry } from "../../core/area";
import { ATTRIBUTE_KIND_IDS, ATTRIBUTE_PATHS } from "./attributes/attributePaths";
import { productNav, productRoutes } from "./products/productRoutes";

const load = () => import("./screens");
// The catalog's API comes in its own small chunk, asked for at the click with the screen's chunk.
const startBrands = () => import("./api").then((api) => api.startBrands());
const startCategories = () => import("./api").then((api) => api.startCategories());

/** Brands and categories (paths exactly as the spec). */
const screenRoutes: AreaRoute[] = [
  {
    path: "/brand",
    heading: "navBrands",
    layout: "main",
    screen: () => load().then((m) => m.BrandList),
    data: startBrands,
  },
  { path: "/add-brand", heading: "navBrands", layout: "main", screen: () => load().then((m) => m.BrandForm) },
  {
    path: "/category/:brandId",
    heading: "navCategories",
    layout: "main",
    screen: () => load().then((m) => m.CategoriesOfBrand),
  },
  {
    path: "/add-category/:brandId",
    heading: "navCategories",
    layout: "main",
    screen: () => load().then((m) => m.CategoryForm),
  },
  {
    path: "/categories",
    heading: "navCategories",
    layout: "main",
    screen: () => load().then((m) => m.CategoriesList),
    data: startCategories,
  },
  {
    path: "/add-categories",
    heading: "navCategories",
    layout: "main",
    screen: () => load().then((m) => m.CategoryForm),
  },
];

/** Each attribute kind's list and form (paths exactly as the spec, `/add-Nacotine` included). */
const attributeRoutes: AreaRoute[] = ATTRIBUTE_KIND_IDS.flatMap((kind) =>
  (["list", "form"] as const).map((screen) => ({
    path: ATTRIBUTE_PATHS[kind][screen],
    heading: "navAttributes",
    layout: "main" as const,
    screen: () => load().then((m) => m.attributeScreens[kind][screen]),
  })),
);

const brandsNav: NavEntry = {
  label: "navBrands",
  to: "/brand",
  activePrefixes: ["/brand", "/add-brand", "/category/", "/add-category"],
  sidebarOrder: 40,
};

const categoriesNav: NavEntry = {
  label: "navCategories",
  to: "/categories",
  activePrefixes: ["/categories", "/add-categories"],
  sidebarOrder: 50,
};

/**
 * The sidebar calls the attribute lists Variants (spec). NavEntry has one label for the sidebar
 * and an element's compact navigation, so the element shows Variants too.
 */
const variantsNav: NavEntry = {
  label: "navVariants",
  to: ATTRIBUTE_PATHS.colors.list,
  activePrefixes: ATTRIBUTE_KIND_IDS.flatMap((kind) => [ATTRIBUTE_PATHS[kind].list, ATTRIBUTE_PATHS[kind].form]),
  sidebarOrder: 70,
};

/**
 * The catalog: brands, categories, products and attributes. The product screens register
 * through productRoutes.ts (their own chunk). The nav order is also the element's compact
 * navigation order: Brands, Categories, Products, Variants.
 */
export const catalogArea: AreaDefinition<"catalog"> = {
  id: "catalog",
  label: "navCatalog",
  home: "/brand",
  routes: [...screenRoutes, ...attributeRoutes, ...productRoutes],
  nav: [brandsNav, categoriesNav, ...productNav, variantsNav],
};
