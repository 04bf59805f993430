import type { Product } from "../../../core/types";

/** Where a product form returns to: the list it was opened from (kept in navigation state). */
export interface ProductFormState {
  from?: string;
  product?: Product;
}
