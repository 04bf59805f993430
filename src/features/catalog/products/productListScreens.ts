// The product lists from one module: one chunk, without the form's drag and drop.
export { AllProducts } from "./AllProducts";
export { CategoryProducts } from "./CategoryProducts";
