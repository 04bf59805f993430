import type { ShopTagType } from "../resources/endpointKit";
import { isNewOrder } from "./liveSlice";

/**
 * What a change of a record (the change journal's entity names, host-demo/server/schemas/journal.ts)
 * makes stale in this page's cache: the tag types of src/core/resources/*, in one place. A new
 * order is the exception: the orders list keeps its rows and counts it instead (newOrdersTags).
 */
const ENTITY_TAGS: Readonly<Record<string, readonly ShopTagType[]>> = {
  product: ["Product", "Dashboard"],
  brand: ["Brand", "Category", "Product", "Banner", "Discount"],
  category: ["Category", "Product", "Banner", "Discount"],
  flavour: ["Color", "Product"],
  device: ["Tag", "Product"],
  nicotine: ["NicotineStrength", "Product"],
  order: ["Order", "Dashboard", "CustomerOrders", "Customer"],
  user: ["Customer", "CustomerOrders", "SalePerson", "Review"],
  admin: ["Admin"],
  discount: ["Discount"],
  banner: ["Banner"],
  faq: ["Faq"],
  shipping_service: ["ShippingService", "Order"],
  country: ["Country"],
  state: ["State"],
  city: ["City"],
  review: ["Review", "Dashboard"],
  notification: [],
};

/** A new order elsewhere: the overview's figures and the customers' counts, not the orders list. */
const NEW_ORDER_TAGS: readonly ShopTagType[] = ["Dashboard", "CustomerOrders", "Customer"];

/** Every tag type a change can reach: what a page that missed changes loads again. */
export const ALL_CHANGE_TAGS: readonly ShopTagType[] = [...new Set(Object.values(ENTITY_TAGS).flat())];

/** The tag types a change makes stale (an entity this page does not know: none). */
export function tagsOfChange(change: { entity: string; action: string }): readonly ShopTagType[] {
  if (isNewOrder(change)) return NEW_ORDER_TAGS;
  return ENTITY_TAGS[change.entity] ?? [];
}
