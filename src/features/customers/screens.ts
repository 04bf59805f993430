// Every screen of the customers area, in one lazily loaded module (one chunk per area).
export { UserList } from "./users/UserList";
export { UserProfile } from "./users/UserProfile";
export { SalePersonList } from "./salePersons/SalePersonList";
export { AddSalePerson } from "./salePersons/AddSalePerson";
export { SalePersonProfile } from "./salePersons/SalePersonProfile";
export { ReviewList } from "./reviews/ReviewList";
export { ReviewDetail } from "./reviews/ReviewDetail";
