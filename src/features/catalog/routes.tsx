import type { AreaDefinition, AreaRoute, NavEntry } from "../../core/area";
import { productNav, productRoutes } from "./products/productRoutes";

const load = () => import("./screens");

/** Brands, categories and attributes (paths exactly as the spec, `/add-Nacotine` included). */
const screenRoutes: AreaRoute[] = [
  { path: "/brand", heading: "Brands", layout: "main", screen: () => load().then((m) => m.BrandList) },
  { path: "/add-brand", heading: "Brands", layout: "main", screen: () => load().then((m) => m.BrandForm) },
  {
    path: "/category/:brandId",
    heading: "Categories",
    layout: "main",
    screen: () => load().then((m) => m.CategoriesOfBrand),
  },
  {
    path: "/add-category/:brandId",
    heading: "Categories",
    layout: "main",
    screen: () => load().then((m) => m.CategoryForm),
  },
  { path: "/categories", heading: "Categories", layout: "main", screen: () => load().then((m) => m.CategoriesList) },
  {
    path: "/add-categories",
    heading: "Categories",
    layout: "main",
    screen: () => load().then((m) => m.CategoriesForm),
  },
  { path: "/flavour", heading: "Attributes", layout: "main", screen: () => load().then((m) => m.FlavourList) },
  { path: "/device-type", heading: "Attributes", layout: "main", screen: () => load().then((m) => m.DeviceList) },
  {
    path: "/nicotine-strength",
    heading: "Attributes",
    layout: "main",
    screen: () => load().then((m) => m.NicotineList),
  },
  { path: "/add-flavor", heading: "Attributes", layout: "main", screen: () => load().then((m) => m.FlavourForm) },
  { path: "/add-device", heading: "Attributes", layout: "main", screen: () => load().then((m) => m.DeviceForm) },
  { path: "/add-Nacotine", heading: "Attributes", layout: "main", screen: () => load().then((m) => m.NicotineForm) },
];

const brandsNav: NavEntry = {
  label: "Brands",
  to: "/brand",
  activePrefixes: ["/brand", "/add-brand", "/category/", "/add-category"],
  sidebarOrder: 40,
};

const categoriesNav: NavEntry = {
  label: "Categories",
  to: "/categories",
  activePrefixes: ["/categories", "/add-categories"],
  sidebarOrder: 50,
};

/**
 * The sidebar calls the attribute lists Variants (spec). NavEntry has one label for the sidebar
 * and an element's compact navigation, so the element shows Variants too.
 */
const variantsNav: NavEntry = {
  label: "Variants",
  to: "/flavour",
  activePrefixes: ["/flavour", "/device-type", "/nicotine-strength", "/add-flavor", "/add-device", "/add-Nacotine"],
  sidebarOrder: 70,
};

/**
 * The catalog: brands, categories, products and attributes. The product screens register
 * through productRoutes.ts (their own chunk). The nav order is also the element's compact
 * navigation order: Brands, Categories, Products, Variants.
 */
export const catalogArea: AreaDefinition = {
  id: "catalog",
  label: "Catalog",
  home: "/brand",
  routes: [...screenRoutes, ...productRoutes],
  nav: [brandsNav, categoriesNav, ...productNav, variantsNav],
};
