import { routeTable, screensOf, startersOf, defineArea, sidebarEntry, type RouteLine } from "../../core/area";
// All of this table's paths are the catalog's: the short name keeps each route on one line.
import { catalogPaths as paths } from "../../core/paths";
import type { AttributeKindId } from "./attributes/attributePaths";

const load = () => import("./screens");
const screen = screensOf(load);
// The product lists and the product form load as two chunks of their own: the form carries drag and drop.
const listScreen = screensOf(() => import("./products/productListScreens"));
const formScreen = screensOf(() => import("./products/productFormScreens"));
// The catalog's API comes in its own small chunk, asked for at the click with the screen's chunk.
const start = startersOf(() => import("./api"));

// The route parameters of the brand and category a list or form belongs to.
const BRAND = ":brandId";
const CATEGORY = ":categoryId";

const KIND_STARTERS = {
  colors: { list: "startColors", form: "startColorForm" },
  tags: { list: "startTags", form: "startTagForm" },
  nicotineStrengths: { list: "startNicotineStrengths", form: "startNicotineStrengthForm" },
} as const satisfies Record<AttributeKindId, Record<"list" | "form", string>>;

/** An attribute kind's list or form: the one list and the one form, configured by the kind. */
const attributeRoute = (path: string, kind: AttributeKindId, which: "list" | "form"): RouteLine => [
  path,
  () => load().then((m) => m.attributeScreens[kind][which]),
  start(KIND_STARTERS[kind][which]),
];

/**
 * The catalog: brands, categories, products and attributes (paths exactly as the spec,
 * `/add-Nacotine` included). The nav order is also the element's compact navigation order:
 * Brands, Categories, Products, Variants.
 */
export const catalogArea = defineArea("catalog", "navCatalog", paths.brands(), {
  routes: [
    ...routeTable("main", "navBrands", {
      brands: [paths.brands(), screen("BrandList"), start("startBrands")],
      brandForm: [paths.brandForm(), screen("BrandForm"), start("startBrandForm")],
    }),
    ...routeTable("main", "navCategories", {
      categoriesOfBrand: [paths.categoriesOfBrand(BRAND), screen("CategoriesOfBrand"), start("startCategoriesOfBrand")],
      categoryFormOfBrand: [paths.categoryFormOfBrand(BRAND), screen("CategoryForm"), start("startCategoryForm")],
      categories: [paths.categories(), screen("CategoriesList"), start("startCategories")],
      categoryForm: [paths.categoryForm(), screen("CategoryForm"), start("startCategoryForm")],
    }),
    ...routeTable("main", "navProducts", {
      productsOfCategory: [
        paths.productsOfCategory(CATEGORY),
        listScreen("CategoryProducts"),
        start("startProductsOfCategory"),
      ],
      productFormOfCategory: [
        paths.productFormOfCategory(CATEGORY),
        formScreen("ProductForm"),
        start("startProductForm"),
      ],
      allProducts: [paths.allProducts(), listScreen("AllProducts"), start("startProducts")],
      productForm: [paths.productForm(), formScreen("ProductForm"), start("startProductForm")],
    }),
    ...routeTable("main", "navAttributes", {
      colors: attributeRoute(paths.colors(), "colors", "list"),
      colorForm: attributeRoute(paths.colorForm(), "colors", "form"),
      tags: attributeRoute(paths.tags(), "tags", "list"),
      tagForm: attributeRoute(paths.tagForm(), "tags", "form"),
      nicotineStrengths: attributeRoute(paths.nicotineStrengths(), "nicotineStrengths", "list"),
      nicotineStrengthForm: attributeRoute(paths.nicotineStrengthForm(), "nicotineStrengths", "form"),
    }),
  ],
  nav: [
    sidebarEntry("navBrands", 40, paths.brands(), [paths.brandForm(), "/category/", "/add-category"]),
    sidebarEntry("navCategories", 50, paths.categories(), [paths.categoryForm()]),
    {
      // Opens the published products, first page (the list's defaults, in the address); order 60.
      label: "navProducts",
      to: paths.allProducts({ status: "PUBLISHED", page: 1 }),
      activePrefixes: [paths.allProducts(), "/product/", "/add-product", paths.productForm()],
      sidebarOrder: 60,
    },
    // The sidebar calls the attribute lists Variants (as the original did); an element's compact navigation too.
    sidebarEntry("navVariants", 70, paths.colors(), [
      paths.colorForm(),
      paths.tags(),
      paths.tagForm(),
      paths.nicotineStrengths(),
      paths.nicotineStrengthForm(),
    ]),
  ],
});
