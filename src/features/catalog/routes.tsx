import type { AreaDefinition } from "../../core/area";
import { productNav, productRoutes } from "./productRoutes";

/**
 * The catalog: brands, categories, products and attributes. The product screens register
 * through productRoutes.ts (their own chunk); brands, categories and attributes are listed here.
 */
export const catalogArea: AreaDefinition = {
  id: "catalog",
  label: "Catalog",
  home: "/brand",
  routes: [...productRoutes],
  nav: [...productNav],
};
