/**
 * The shell's public pieces:
 * - createShopRoutes({ mode: "backoffice" | "area", areaId }): the react-router route tree.
 * - ShopRouter: creates the browser or memory data router once and reports navigations.
 * - BackOffice, AreaView, Overview, SignIn: ready-made views (each inside ShopProvider).
 * - ShopProvider: the one store, notices and base styles.
 */
export { AreaShell } from "./AreaShell";
export { areas, findArea } from "./areas";
export { BackOffice, type BackOfficeProps } from "./BackOffice";
export { createShopRoutes, type ShopRoutesOptions } from "./routes";
export { ShopProvider } from "./ShopProvider";
export { ShopRouter, type ShopRouterProps } from "./ShopRouter";
export { AreaView, Overview, SignIn } from "./StandaloneViews";
