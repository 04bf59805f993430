import type { RouteDataMatch } from "../../core/area";
import { parseRecordId } from "../../core/recordId";
import { reviewsApi } from "../../core/resources/reviews";
import { salePersonsApi } from "../../core/resources/salePersons";
import { usersApi } from "../../core/resources/users";
import { shopStore } from "../../core/store";

// The customers area's calls live in core/resources (users, sale persons, reviews); this module
// gathers what its screens use, and its route data starters.
export {
  useDeleteUserMutation,
  useDeleteUsersMutation,
  useUserByIdQuery,
  useUserOrdersQuery,
  useUsersQuery,
  type CustomerOrder,
  type CustomerOrders,
} from "../../core/resources/users";
export {
  useCreateSalePersonMutation,
  useSalePersonByIdQuery,
  useSalePersonsQuery,
  useUpdateSalePersonMutation,
  type SalePersonInput,
} from "../../core/resources/salePersons";
export { useDeleteReviewMutation, useReviewByIdQuery, useReviewsQuery } from "../../core/resources/reviews";

const { dispatch } = shopStore;
const once = { subscribe: false } as const;

/** The route starters: each begins its screen's requests as navigation starts. */
export const starters = {
  users: () => void dispatch(usersApi.endpoints.users.initiate(undefined, once)),
  user: ({ params, ahead }: RouteDataMatch) => {
    const id = parseRecordId(params.id);
    if (id === null) return;
    dispatch(usersApi.endpoints.userById.initiate(id, once));
    if (!ahead) dispatch(usersApi.endpoints.userOrders.initiate(id, once));
  },
  salePersons: () => void dispatch(salePersonsApi.endpoints.salePersons.initiate(undefined, once)),
  salePerson: ({ params }: RouteDataMatch) => {
    const id = parseRecordId(params.id);
    if (id !== null) dispatch(salePersonsApi.endpoints.salePersonById.initiate(id, once));
  },
  reviews: () => void dispatch(reviewsApi.endpoints.reviews.initiate(undefined, once)),
  review: ({ params }: RouteDataMatch) => {
    const id = parseRecordId(params.id);
    if (id !== null) dispatch(reviewsApi.endpoints.reviewById.initiate(id, once));
  },
};
