// Every screen of the customers area but the sale-person form (a chunk of its own), in one lazily
// loaded module, keyed as the routes name them (the same names as their data starters in api.ts,
// to keep routes.tsx small).
import { ReviewDetail } from "./reviews/ReviewDetail";
import { ReviewList } from "./reviews/ReviewList";
import { SalePersonList } from "./salePersons/SalePersonList";
import { SalePersonProfile } from "./salePersons/SalePersonProfile";
import { UserList } from "./users/UserList";
import { UserProfile } from "./users/UserProfile";

export const screens = {
  users: UserList,
  user: UserProfile,
  salePersons: SalePersonList,
  salePerson: SalePersonProfile,
  reviews: ReviewList,
  review: ReviewDetail,
};
