import type { AreaDefinition, AreaRoute } from "../../core/area";

type ScreenName = keyof typeof import("./screens").screens;
type Starter = keyof typeof import("./api").starters;

/**
 * One route of the area: its screen comes from the area's chunk and, unless it is a form, its data
 * starter (same name, in the api's own small chunk) begins the requests at the click. Built by a
 * helper so the first load carries little more than paths and headings.
 */
const route = (path: string, heading: string, name: ScreenName, starter?: Starter): AreaRoute => ({
  path,
  heading,
  layout: "main",
  screen: () => import("./screens").then((m) => m.screens[name]),
  data: starter && ((match) => import("./api").then((api) => api.starters[starter](match))),
});

/** Customers (users), sale persons and reviews; paths exactly as the spec. */
export const customersArea: AreaDefinition<"customers"> = {
  id: "customers",
  label: "Customers",
  home: "/user",
  routes: [
    route("/user", "Users", "users", "users"),
    route("/userProfile/:id", "User Profile", "user", "user"),
    route("/user/:id", "User Profile", "user", "user"),
    route("/sale-person", "Sale Persons", "salePersons", "salePersons"),
    route("/add-sale-person", "Sale Persons", "addSalePerson"),
    route("/sale-person-profile/:id", "Sale Person Profile", "salePerson", "salePerson"),
    route("/reviews", "Reviews", "reviews", "reviews"),
    route("/review", "Reviews", "reviews", "reviews"),
    route("/review-detail/:id", "Review Detail", "review", "review"),
  ],
  nav: [
    { label: "User", to: "/user", activePrefixes: ["/user"], sidebarOrder: 20 },
    {
      label: "Sale Person",

      to: "/sale-person",
      activePrefixes: ["/sale-person", "/add-sale-person"],
      sidebarOrder: 30,
    },
    { label: "Review", to: "/reviews", activePrefixes: ["/review"], sidebarOrder: 90 },
  ],
};
