import type { OrderPage } from "./types";
import { catalogPaths, customersPaths, discountsPaths, ordersPaths } from "./paths";
import { discountsApi } from "./resources/discounts";
import { injectResource } from "./resources/endpointKit";
import { productsApi } from "./resources/products";
import { usersApi } from "./resources/users";
import { shopStore } from "./store";

/**
 * Records the command palette finds on the server as the operator types (issue 32): orders by
 * number or customer and products by name or barcode through the lists' own searches, five each;
 * customers by name or email and discounts by code in the lists the screens cache anyway.
 */

/** How many records of each kind the palette shows. */
export const FOUND_PER_KIND = 5;

export type RecordKind = "orders" | "products" | "customers" | "discounts";
export const RECORD_KINDS: readonly RecordKind[] = ["orders", "products", "customers", "discounts"];

export interface FoundRecord {
  /** Unique among all kinds ("orders-7"). */
  key: string;
  label: string;
  /** What else identifies it (the customer, the barcode, the email). */
  detail: string;
  /** Its screen, built with core/paths.ts. */
  path: string;
}

const foundApi = injectResource((build) => ({
  // The orders list's search, one short page: the palette shows the first few matches only.
  ordersFound: build.query<OrderPage, string>({
    query: (search) => ({ url: "/admin/orders", params: { search, limit: FOUND_PER_KIND, page: 1 } }),
    providesTags: [{ type: "Order", id: "PAGE" }],
  }),
}));

interface Lookup {
  result: Promise<FoundRecord[]>;
  cancel: () => void;
}

/** Runs one RTK Query request without keeping it subscribed; a later cancel aborts it if still on its way. */
function lookUp<Data>(
  request: PromiseLike<{ data?: Data; error?: unknown }> & { abort: () => void },
  read: (data: Data) => FoundRecord[],
  abortable = true,
): Lookup {
  return {
    result: Promise.resolve(request).then(({ data, error }) => {
      if (error || data === undefined) throw error ?? new Error("no data");
      return read(data);
    }),
    // The whole lists (customers, discounts) are the screens' requests too: never aborted for them.
    cancel: () => (abortable ? request.abort() : undefined),
  };
}

const contains = (text: string | null | undefined, wanted: string) => (text ?? "").toLowerCase().includes(wanted);

function lookUpKind(kind: RecordKind, text: string): Lookup {
  const wanted = text.toLowerCase();
  const dispatch = shopStore.dispatch;
  const options = { subscribe: false } as const;
  switch (kind) {
    case "orders":
      return lookUp(dispatch(foundApi.endpoints.ordersFound.initiate(text, options)), (page) =>
        page.orders.map((order) => ({
          key: `orders-${order.id}`,
          label: order.order_number,
          detail: order.user?.full_name ?? "",
          path: ordersPaths.detail(order.id),
        })),
      );
    case "products":
      return lookUp(
        dispatch(productsApi.endpoints.products.initiate({ page: 1, limit: FOUND_PER_KIND, search: text }, options)),
        (page) =>
          page.products.slice(0, FOUND_PER_KIND).map((product) => ({
            key: `products-${product.id}`,
            label: product.product_name,
            detail: product.bar_code ?? "",
            path: catalogPaths.productForm(product.id),
          })),
      );
    case "customers":
      return lookUp(
        dispatch(usersApi.endpoints.users.initiate(undefined, options)),
        (users) =>
          users
            .filter((found) => contains(found.full_name, wanted) || contains(found.email, wanted))
            .slice(0, FOUND_PER_KIND)
            .map((found) => ({
              key: `customers-${found.id}`,
              label: found.full_name,
              detail: found.email,
              path: customersPaths.userProfile(found.id),
            })),
        false,
      );
    case "discounts":
      return lookUp(
        dispatch(discountsApi.endpoints.discounts.initiate(undefined, options)),
        (discounts) =>
          discounts
            .filter((discount) => contains(discount.code, wanted))
            .slice(0, FOUND_PER_KIND)
            .map((discount) => ({
              key: `discounts-${discount.id}`,
              label: discount.code ?? "",
              detail: discount.discount_type,
              path: discountsPaths.edit(discount),
            })),
        false,
      );
  }
}

/**
 * Looks `text` up in every kind at once and hands each kind's records over as they arrive (a
 * kind that fails hands `null`). The returned function cancels what is still on its way: the
 * operator typed on, and those answers would be stale.
 */
export function findRecords(text: string, onFound: (kind: RecordKind, records: FoundRecord[] | null) => void) {
  let live = true;
  const lookups = RECORD_KINDS.map((kind) => {
    const lookup = lookUpKind(kind, text);
    lookup.result.then(
      (records) => live && onFound(kind, records),
      () => live && onFound(kind, null),
    );
    return lookup;
  });
  return () => {
    live = false;
    for (const lookup of lookups) lookup.cancel();
  };
}
