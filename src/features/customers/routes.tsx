import { namedRoutes, noScreenData, screensOf, startersOf, type AreaDefinition } from "../../core/area";
import { customersPaths } from "../../core/paths";

// The screens come from the area's chunk, their data starters (same names) from the api's own small chunk.
const screen = screensOf(() => import("./screens").then((m) => m.screens));
const start = startersOf(() => import("./api").then((m) => m.starters));

/** Customers (users), sale persons and reviews; paths exactly as the spec. */
export const customersArea: AreaDefinition<"customers"> = {
  id: "customers",
  label: "navCustomers",
  home: customersPaths.users(),
  routes: namedRoutes({
    users: {
      path: customersPaths.users(),
      heading: "navUsers",
      layout: "main",
      screen: screen("users"),
      data: start("users"),
    },
    userProfile: {
      path: customersPaths.userProfile(":id"),
      heading: "navUserProfile",
      layout: "main",
      screen: screen("user"),
      data: start("user"),
    },
    user: {
      path: customersPaths.user(":id"),
      heading: "navUserProfile",
      layout: "main",
      screen: screen("user"),
      data: start("user"),
    },
    salePersons: {
      path: customersPaths.salePersons(),
      heading: "navSalePersons",
      layout: "main",
      screen: screen("salePersons"),
      data: start("salePersons"),
    },
    salePersonForm: {
      path: customersPaths.salePersonForm(),
      heading: "navSalePersons",
      layout: "main",
      screen: screen("addSalePerson"),
      data: noScreenData,
    },
    salePersonProfile: {
      path: customersPaths.salePersonProfile(":id"),
      heading: "navSalePersonProfile",
      layout: "main",
      screen: screen("salePerson"),
      data: start("salePerson"),
    },
    reviews: {
      path: customersPaths.reviews(),
      heading: "navReviews",
      layout: "main",
      screen: screen("reviews"),
      data: start("reviews"),
    },
    review: {
      path: customersPaths.review(),
      heading: "navReviews",
      layout: "main",
      screen: screen("reviews"),
      data: start("reviews"),
    },
    reviewDetail: {
      path: customersPaths.reviewDetail(":id"),
      heading: "navReviewDetail",
      layout: "main",
      screen: screen("review"),
      data: start("review"),
    },
  }),
  nav: [
    { label: "navUser", to: customersPaths.users(), activePrefixes: [customersPaths.users()], sidebarOrder: 20 },
    {
      label: "navSalePerson",
      to: customersPaths.salePersons(),
      activePrefixes: [customersPaths.salePersons(), customersPaths.salePersonForm()],
      sidebarOrder: 30,
    },
    { label: "navReview", to: customersPaths.reviews(), activePrefixes: [customersPaths.review()], sidebarOrder: 90 },
  ],
};
