import { shopApi } from "../../core/api/shopApi";
import type { RouteDataMatch } from "../../core/area";
import { shopStore } from "../../core/store";
import type { components } from "../../core/api/contract.generated";
import type { Review, SalePerson, User } from "../../core/types";
import { parseRecordId } from "../../core/recordId";

export type CustomerOrders = components["schemas"]["CustomerOrders"];
export type CustomerOrder = components["schemas"]["CustomerOrder"];

/** What the sale-person form sends (spec: POST /user/saleperson/create and PUT /saleperson/update/{id}). */
export interface SalePersonInput {
  full_name: string;
  email: string;
  dob: string;
  contact_number: string;
  image_url: string | null;
}

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

export const customersApi = shopApi
  .enhanceEndpoints({ addTagTypes: ["Customer", "SalePerson", "Review"] })
  .injectEndpoints({
    overrideExisting: "throw",
    endpoints: (build) => ({
      // The whole list (spec: GET /users); filtering and paging run in the client, deferred.
      users: build.query<User[], void>({
        query: () => "/users",
        transformResponse: (users: User[]) => deepFreeze(users),
        providesTags: [{ type: "Customer", id: "LIST" }],
      }),
      userById: build.query<User, number>({
        query: (id) => `/user/byid/${id}`,
        providesTags: (_result, _error, id) => [{ type: "Customer", id }],
      }),
      userOrders: build.query<CustomerOrders, number>({
        query: (id) => `/user/orders/${id}?limit=${RECENT_ORDERS}`,
        providesTags: (_result, _error, id) => [{ type: "Customer", id }],
      }),
      deleteUser: build.mutation<null, number>({
        query: (id) => ({ url: `/user/delete/${id}`, method: "DELETE" }),
        invalidatesTags: (_result, error, id) =>
          error ? [] : [{ type: "Customer", id: "LIST" }, { type: "Customer", id }, "Dashboard"],
      }),
      salePersons: build.query<SalePerson[], void>({
        query: () => "/salepersons",
        providesTags: [{ type: "SalePerson", id: "LIST" }],
      }),
      salePersonById: build.query<SalePerson, number>({
        query: (id) => `/saleperson/byid/${id}`,
        providesTags: (_result, _error, id) => [{ type: "SalePerson", id }],
      }),
      createSalePerson: build.mutation<SalePerson, SalePersonInput>({
        query: (body) => ({ url: "/user/saleperson/create", method: "POST", body }),
        invalidatesTags: (_result, error) => (error ? [] : [{ type: "SalePerson", id: "LIST" }]),
      }),
      updateSalePerson: build.mutation<SalePerson, { id: number; body: SalePersonInput }>({
        query: ({ id, body }) => ({ url: `/saleperson/update/${id}`, method: "PUT", body }),
        // A sale person's name is the "referred by" of their customers.
        invalidatesTags: (_result, error, { id }) =>
          error
            ? []
            : [
                { type: "SalePerson", id: "LIST" },
                { type: "SalePerson", id },
                { type: "Customer", id: "LIST" },
              ],
      }),
      reviews: build.query<Review[], void>({
        query: () => "/reviews/all",
        providesTags: [{ type: "Review", id: "LIST" }],
      }),
      reviewById: build.query<Review, number>({
        query: (id) => `/review/byid/${id}`,
        providesTags: (_result, _error, id) => [{ type: "Review", id }],
      }),
      deleteReview: build.mutation<null, number>({
        query: (id) => ({ url: `/review/delete/${id}`, method: "DELETE" }),
        invalidatesTags: (_result, error, id) =>
          error
            ? []
            : [
                { type: "Review", id: "LIST" },
                { type: "Review", id },
              ],
      }),
    }),
  });

export const {
  useUsersQuery,
  useUserByIdQuery,
  useUserOrdersQuery,
  useDeleteUserMutation,
  useSalePersonsQuery,
  useSalePersonByIdQuery,
  useCreateSalePersonMutation,
  useUpdateSalePersonMutation,
  useReviewsQuery,
  useReviewByIdQuery,
  useDeleteReviewMutation,
} = customersApi;

const { endpoints } = customersApi;
const { dispatch } = shopStore;

/** The route starters: each begins its screen's requests as navigation starts. */
export const starters = {
  users: () => void dispatch(endpoints.users.initiate(undefined, { subscribe: false })),
  user: ({ params }: RouteDataMatch) => {
    const id = parseRecordId(params.id);
    if (id === null) return;
    dispatch(endpoints.userById.initiate(id, { subscribe: false }));
    dispatch(endpoints.userOrders.initiate(id, { subscribe: false }));
  },
  salePersons: () => void dispatch(endpoints.salePersons.initiate(undefined, { subscribe: false })),
  salePerson: ({ params }: RouteDataMatch) => {
    const id = parseRecordId(params.id);
    if (id !== null) dispatch(endpoints.salePersonById.initiate(id, { subscribe: false }));
  },
  reviews: () => void dispatch(endpoints.reviews.initiate(undefined, { subscribe: false })),
  review: ({ params }: RouteDataMatch) => {
    const id = parseRecordId(params.id);
    if (id !== null) dispatch(endpoints.reviewById.initiate(id, { subscribe: false }));
  },
};
