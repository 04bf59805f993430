import { namedRoutes, screensOf, startersOf, type AreaDefinition, type AreaRouteEntry } from "../../core/area";
import { catalogPaths } from "../../core/paths";
import type { AttributeKindId } from "./attributes/attributePaths";

const load = () => import("./screens");
const screen = screensOf(load);
// The product lists and the product form load as two chunks of their own: the form carries drag and drop.
const listScreen = screensOf(() => import("./products/productListScreens"));
const formScreen = screensOf(() => import("./products/productFormScreens"));
// The catalog's API comes in its own small chunk, asked for at the click with the screen's chunk.
const start = startersOf(() => import("./api"));

const KIND_STARTERS = {
  colors: { list: "startColors", form: "startColorForm" },
  tags: { list: "startTags", form: "startTagForm" },
  nicotineStrengths: { list: "startNicotineStrengths", form: "startNicotineStrengthForm" },
} as const satisfies Record<AttributeKindId, Record<"list" | "form", string>>;

/** An attribute kind's list or form: the one list and the one form, configured by the kind. */
const attributeRoute = (path: string, kind: AttributeKindId, which: "list" | "form"): AreaRouteEntry => ({
  path,
  heading: "navAttributes",
  layout: "main",
  screen: () => load().then((m) => m.attributeScreens[kind][which]),
  data: start(KIND_STARTERS[kind][which]),
});

/**
 * The catalog: brands, categories, products and attributes (paths exactly as the spec,
 * `/add-Nacotine` included). The nav order is also the element's compact navigation order:
 * Brands, Categories, Products, Variants.
 */
export const catalogArea: AreaDefinition<"catalog"> = {
  id: "catalog",
  label: "navCatalog",
  home: catalogPaths.brands(),
  routes: namedRoutes({
    brands: {
      path: catalogPaths.brands(),
      heading: "navBrands",
      layout: "main",
      screen: screen("BrandList"),
      data: start("startBrands"),
    },
    brandForm: {
      path: catalogPaths.brandForm(),
      heading: "navBrands",
      layout: "main",
      screen: screen("BrandForm"),
      data: start("startBrandForm"),
    },
    categoriesOfBrand: {
      path: catalogPaths.categoriesOfBrand(":brandId"),
      heading: "navCategories",
      layout: "main",
      screen: screen("CategoriesOfBrand"),
      data: start("startCategoriesOfBrand"),
    },
    categoryFormOfBrand: {
      path: catalogPaths.categoryFormOfBrand(":brandId"),
      heading: "navCategories",
      layout: "main",
      screen: screen("CategoryForm"),
      data: start("startCategoryForm"),
    },
    categories: {
      path: catalogPaths.categories(),
      heading: "navCategories",
      layout: "main",
      screen: screen("CategoriesList"),
      data: start("startCategories"),
    },
    categoryForm: {
      path: catalogPaths.categoryForm(),
      heading: "navCategories",
      layout: "main",
      screen: screen("CategoryForm"),
      data: start("startCategoryForm"),
    },
    productsOfCategory: {
      path: catalogPaths.productsOfCategory(":categoryId"),
      heading: "navProducts",
      layout: "main",
      screen: listScreen("CategoryProducts"),
      data: start("startProductsOfCategory"),
    },
    productFormOfCategory: {
      path: catalogPaths.productFormOfCategory(":categoryId"),
      heading: "navProducts",
      layout: "main",
      screen: formScreen("ProductForm"),
      data: start("startProductForm"),
    },
    allProducts: {
      path: catalogPaths.allProducts(),
      heading: "navProducts",
      layout: "main",
      screen: listScreen("AllProducts"),
      data: start("startProducts"),
    },
    productForm: {
      path: catalogPaths.productForm(),
      heading: "navProducts",
      layout: "main",
      screen: formScreen("ProductForm"),
      data: start("startProductForm"),
    },
    colors: attributeRoute(catalogPaths.colors(), "colors", "list"),
    colorForm: attributeRoute(catalogPaths.colorForm(), "colors", "form"),
    tags: attributeRoute(catalogPaths.tags(), "tags", "list"),
    tagForm: attributeRoute(catalogPaths.tagForm(), "tags", "form"),
    nicotineStrengths: attributeRoute(catalogPaths.nicotineStrengths(), "nicotineStrengths", "list"),
    nicotineStrengthForm: attributeRoute(catalogPaths.nicotineStrengthForm(), "nicotineStrengths", "form"),
  }),
  nav: [
    {
      label: "navBrands",
      to: catalogPaths.brands(),
      activePrefixes: [catalogPaths.brands(), catalogPaths.brandForm(), "/category/", "/add-category"],
      sidebarOrder: 40,
    },
    {
      label: "navCategories",
      to: catalogPaths.categories(),
      activePrefixes: [catalogPaths.categories(), catalogPaths.categoryForm()],
      sidebarOrder: 50,
    },
    {
      // Spec: to /all-products?status=PUBLISHED&page=1, order 60.
      label: "navProducts",
      to: `${catalogPaths.allProducts()}?status=PUBLISHED&page=1`,
      activePrefixes: [catalogPaths.allProducts(), "/product/", "/add-product", catalogPaths.productForm()],
      sidebarOrder: 60,
    },
    {
      // The sidebar calls the attribute lists Variants (spec); an element's compact navigation too.
      label: "navVariants",
      to: catalogPaths.colors(),
      activePrefixes: [
        catalogPaths.colors(),
        catalogPaths.colorForm(),
        catalogPaths.tags(),
        catalogPaths.tagForm(),
        catalogPaths.nicotineStrengths(),
        catalogPaths.nicotineStrengthForm(),
      ],
      sidebarOrder: 70,
    },
  ],
};
