// Every product screen from one module, so the product screens load as one chunk.
export { AllProducts } from "./AllProducts";
export { CategoryProducts } from "./CategoryProducts";
export { ProductForm } from "./ProductForm";
