import type { AreaDefinition, RouteDataMatch } from "../../core/area";

const load = () => import("./screens");
// The area's API slice comes in its own small chunk at the click, beside the screens' chunk.
const data =
  (name: "users" | "user" | "salePersons" | "salePerson" | "reviews" | "review") => (match: RouteDataMatch) =>
    import("./api").then((api) => api.starters[name](match));

/** Customers (users), sale persons and reviews; paths exactly as the spec. */
export const customersArea: AreaDefinition<"customers"> = {
  id: "customers",
  label: "Customers",
  home: "/user",
  routes: [
    {
      path: "/user",
      heading: "Users",
      layout: "main",
      screen: () => load().then((m) => m.UserList),
      data: data("users"),
    },
    ...["/userProfile/:id", "/user/:id"].map((path) => ({
      path,
      heading: "User Profile",
      layout: "main" as const,
      screen: () => load().then((m) => m.UserProfile),
      data: data("user"),
    })),
    {
      path: "/sale-person",
      heading: "Sale Persons",
      layout: "main",
      screen: () => load().then((m) => m.SalePersonList),
      data: data("salePersons"),
    },
    {
      path: "/add-sale-person",
      heading: "Sale Persons",
      layout: "main",
      screen: () => load().then((m) => m.AddSalePerson),
    },
    {
      path: "/sale-person-profile/:id",
      heading: "Sale Person Profile",
      layout: "main",
      screen: () => load().then((m) => m.SalePersonProfile),
      data: data("salePerson"),
    },
    ...["/reviews", "/review"].map((path) => ({
      path,
      heading: "Reviews",
      layout: "main" as const,
      screen: () => load().then((m) => m.ReviewList),
      data: data("reviews"),
    })),
    {
      path: "/review-detail/:id",
      heading: "Review Detail",
      layout: "main",
      screen: () => load().then((m) => m.ReviewDetail),
      data: data("review"),
    },
  ],
  nav: [
    { label: "User", areaLabel: "Users", to: "/user", activePrefixes: ["/user"], sidebarOrder: 20 },
    {
      label: "Sale Person",
      areaLabel: "Sale persons",
      to: "/sale-person",
      activePrefixes: ["/sale-person", "/add-sale-person"],
      sidebarOrder: 30,
    },
    { label: "Review", areaLabel: "Reviews", to: "/reviews", activePrefixes: ["/review"], sidebarOrder: 90 },
  ],
};
