// The brand, category and attribute screens from one module, so they load as one chunk.
export { BrandForm } from "./BrandForm";
export { BrandList } from "./BrandList";
export { CategoriesForm } from "./CategoriesForm";
export { CategoriesList } from "./CategoriesList";
export { CategoriesOfBrand } from "./CategoriesOfBrand";
export { CategoryForm } from "./CategoryForm";
export { DeviceForm } from "./DeviceForm";
export { DeviceList } from "./DeviceList";
export { FlavourForm } from "./FlavourForm";
export { FlavourList } from "./FlavourList";
export { NicotineForm } from "./NicotineForm";
export { NicotineList } from "./NicotineList";
