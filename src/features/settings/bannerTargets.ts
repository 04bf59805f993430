import type { BannerTargetType } from "../../core/resources/banners";
import { brandsApi } from "../../core/resources/brands";
import { categoriesApi } from "../../core/resources/categories";
import { productsApi } from "../../core/resources/products";
import { shopStore } from "../../core/store";

const once = { subscribe: false } as const;

/** One choice of the banner's target picker. */
export interface TargetOption {
  value: number;
  label: string;
}

/** How many target choices the picker shows at once (the server pages products; brands and categories are filtered here). */
const TARGET_CHOICES = 20;

/**
 * The picker's choices of one target type matching the typed text: published products asked of
 * the server as the operator types; brands and categories have no search parameter, so their
 * lists (the catalog's cached ones) are filtered here.
 */
export async function searchTargets(type: BannerTargetType, text: string): Promise<TargetOption[]> {
  const needle = text.trim().toLowerCase();
  const { dispatch } = shopStore;
  if (type === "PRODUCT") {
    const args = { page: 1, limit: TARGET_CHOICES, status: "PUBLISHED", search: needle } as const;
    const page = await dispatch(productsApi.endpoints.products.initiate(args, once)).unwrap();
    return page.products.map((product) => ({ value: product.id, label: product.product_name }));
  }
  const named =
    type === "BRAND"
      ? (await dispatch(brandsApi.endpoints.brands.initiate(undefined, once)).unwrap()).map((brand) => ({
          value: brand.id,
          label: brand.brand_name,
        }))
      : (await dispatch(categoriesApi.endpoints.categories.initiate(undefined, once)).unwrap()).map((category) => ({
          value: category.id,
          label: category.category_name,
        }));
  return named.filter((option) => option.label.toLowerCase().includes(needle)).slice(0, TARGET_CHOICES);
}
