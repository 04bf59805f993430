import { noScreenData, routeTable, screensOf, startersOf, defineArea, sidebarEntry } from "../../core/area";
import { customersPaths } from "../../core/paths";

// The screens come from the area's chunk, their data starters (same names) from the api's own small chunk.
const screen = screensOf(() => import("./screens").then((m) => m.screens));
// The sale-person form loads as a chunk of its own, with the edit controller it goes through.
const formScreen = screensOf(() => import("./salePersons/AddSalePerson"));
const start = startersOf(() => import("./api").then((m) => m.starters));

/** Customers (users), sale persons and reviews; paths exactly as the spec. */
export const customersArea = defineArea("customers", "navCustomers", customersPaths.users(), {
  routes: routeTable("main", "navUsers", {
    users: [customersPaths.users(), screen("users"), start("users")],
    userProfile: [customersPaths.userProfile(":id"), screen("user"), start("user"), { heading: "navUserProfile" }],
    user: [customersPaths.user(":id"), screen("user"), start("user"), { heading: "navUserProfile" }],
    salePersons: [
      customersPaths.salePersons(),
      screen("salePersons"),
      start("salePersons"),
      { heading: "navSalePersons" },
    ],
    salePersonForm: [
      customersPaths.salePersonForm(),
      formScreen("AddSalePerson"),
      noScreenData,
      { heading: "navSalePersons" },
    ],
    salePersonProfile: [
      customersPaths.salePersonProfile(":id"),
      screen("salePerson"),
      start("salePerson"),
      { heading: "navSalePersonProfile" },
    ],
    reviews: [customersPaths.reviews(), screen("reviews"), start("reviews"), { heading: "navReviews" }],
    review: [customersPaths.review(), screen("reviews"), start("reviews"), { heading: "navReviews" }],
    reviewDetail: [
      customersPaths.reviewDetail(":id"),
      screen("review"),
      start("review"),
      { heading: "navReviewDetail" },
    ],
  }),
  nav: [
    sidebarEntry("navUser", 20, customersPaths.users()),
    sidebarEntry("navSalePerson", 30, customersPaths.salePersons(), [customersPaths.salePersonForm()]),
    { label: "navReview", to: customersPaths.reviews(), activePrefixes: [customersPaths.review()], sidebarOrder: 90 },
  ],
});
