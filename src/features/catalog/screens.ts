// The brand, category and attribute screens from one module, so they load as one chunk.
export { BrandForm } from "./brands/BrandForm";
export { BrandList } from "./brands/BrandList";
export { CategoriesList } from "./categories/CategoriesList";
export { CategoriesOfBrand } from "./categories/CategoriesOfBrand";
export { CategoryForm } from "./categories/CategoryForm";
export { attributeScreens } from "./attributes/attributeScreens";
