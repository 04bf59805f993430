import { bulkRequest, type BulkArgs, type BulkOutcome, type BulkTarget } from "../api/bulkStream";
import type { components } from "../api/contract.generated";
import type { BusinessType, User } from "../types";
import { endpoint, injectResource, LIST, recordTags } from "./endpointKit";

export type CustomerOrders = components["schemas"]["CustomerOrders"];
export type CustomerOrder = components["schemas"]["CustomerOrder"];

/** How many orders a profile lists. */
export const RECENT_ORDERS = 5;

/**
 * Freezes a large list before it enters the store: Immer finalises (walks) every new object it
 * is handed, which costs a noticeable frame at 10,000 customers; frozen objects are skipped.
 */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** The customers a bulk delete covers when it names no ids: name contains `search`, of `type`. */
export interface UsersFilter {
  search?: string;
  type?: BusinessType;
}

/** POST /users/bulk-delete: the chosen customers, or every one matching (those with orders are refused). */
export type UsersBulkDeleteBody = BulkTarget<UsersFilter>;

/**
 * Customers (spec: GET /users and the reference server's look-ups by id). A customer's order
 * count and total come with the record, and their recent orders are their own tag, so an order's
 * status change reaches both (core/resources/orders.ts). Deleting a customer deletes their reviews
 * on the server, and changes the overview's figures.
 */
export const usersApi = injectResource((build) => ({
  // The whole list; filtering and paging run in the client, deferred.
  users: build.query<User[], void>({
    query: () => "/users",
    transformResponse: (users: User[]) => deepFreeze(users),
    providesTags: [LIST("Customer")],
  }),
  userById: build.query<User, number>(endpoint.record("Customer", (id) => `/user/byid/${id}`)),
  userOrders: build.query<CustomerOrders, number>({
    query: (id) => `/user/orders/${id}?limit=${RECENT_ORDERS}`,
    providesTags: (_result, _error, id) => [{ type: "CustomerOrders", id }],
  }),
  deleteUser: build.mutation<null, number>(
    endpoint.remove(
      "/user/delete/",
      (id) => [...recordTags("Customer", id), { type: "CustomerOrders", id }, "Review", "Dashboard"],
      { settled: "success" },
    ),
  ),
  // What the single delete reaches, for every customer (the stream may have deleted some before failing).
  deleteUsers: build.mutation<BulkOutcome, BulkArgs<UsersBulkDeleteBody>>({
    query: bulkRequest("/users/bulk-delete"),
    invalidatesTags: ["Customer", "CustomerOrders", "Review", "Dashboard"],
  }),
}));

export const { useUsersQuery, useUserByIdQuery, useUserOrdersQuery, useDeleteUserMutation, useDeleteUsersMutation } =
  usersApi;
