// The product form (drag and drop included) in its own chunk, loaded when a form opens.
export { ProductForm } from "./ProductForm";
