import type { AreaDefinition, AreaRoute } from "../../core/area";
import type { MessageKey } from "../../core/messages";

type ScreenName = keyof typeof import("./screens").screens;
type Starter = keyof typeof import("./api").starters;

/**
 * One route of the area: its screen comes from the area's chunk and, unless it is a form, its data
 * starter (same name, in the api's own small chunk) begins the requests at the click. Built by a
 * helper so the first load carries little more than paths and headings.
 */
const route = (path: string, heading: MessageKey, name: ScreenName, starter?: Starter): AreaRoute => ({
  path,
  heading,
  layout: "main",
  screen: () => import("./screens").then((m) => m.screens[name]),
  data: starter && ((match) => import("./api").then((api) => api.starters[starter](match))),
});

/** Customers (users), sale persons and reviews; paths exactly as the spec. */
export const customersArea: AreaDefinition<"customers"> = {
  id: "customers",
  label: "navCustomers",
  home: "/user",
  routes: [
    route("/user", "navUsers", "users", "users"),
    route("/userProfile/:id", "navUserProfile", "user", "user"),
    route("/user/:id", "navUserProfile", "user", "user"),
    route("/sale-person", "navSalePersons", "salePersons", "salePersons"),
    route("/add-sale-person", "navSalePersons", "addSalePerson"),
    route("/sale-person-profile/:id", "navSalePersonProfile", "salePerson", "salePerson"),
    route("/reviews", "navReviews", "reviews", "reviews"),
    route("/review", "navReviews", "reviews", "reviews"),
    route("/review-detail/:id", "navReviewDetail", "review", "review"),
  ],
  nav: [
    { label: "navUser", to: "/user", activePrefixes: ["/user"], sidebarOrder: 20 },
    {
      label: "navSalePerson",

      to: "/sale-person",
      activePrefixes: ["/sale-person", "/add-sale-person"],
      sidebarOrder: 30,
    },
    { label: "navReview", to: "/reviews", activePrefixes: ["/review"], sidebarOrder: 90 },
  ],
};
