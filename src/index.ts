// The public API of "@shop-admin/backoffice" (React components). Custom elements live in "./elements".
export { configureShop, type ConfigureShopOptions } from "./core/configureShop";
export { getMessages, type Messages } from "./core/messages";
export { setMessages, type MessageOverrides } from "./messageCatalogues";
export { notify } from "./core/notify";
export { shopStore, type RootState } from "./core/store";
export { BackOffice, type BackOfficeProps } from "./shell/BackOffice";
export { ShopProvider } from "./shell/ShopProvider";
export { AreaView, Overview, SignIn } from "./shell/StandaloneViews";
export { OrdersArea, type OrdersAreaProps, type OrderStatusChange } from "./shell/OrdersArea";
export type { PendingOrderStatusChange } from "./shell/OrdersArea";
export { registerExtension } from "./core/extensions";
export type {
  ExtensionArea,
  ExtensionCellContent,
  ExtensionColumn,
  ExtensionRowAction,
  ExtensionRows,
  ShopExtension,
} from "./core/extensionContext";
export { CatalogArea } from "./shell/StandaloneViews";
export { DiscountsArea, type DiscountsAreaProps } from "./shell/DiscountsArea";
export { LocationsArea, type LocationsAreaProps } from "./shell/LocationsArea";
export { CustomersArea } from "./shell/StandaloneViews";
export { SettingsArea } from "./shell/StandaloneViews";
export type { AreaDefinition } from "./core/area";
export type { AreaId } from "./shell/areas";
export type {
  AccountStatus,
  Banner,
  Brand,
  BusinessType,
  Category,
  City,
  Country,
  CountryContents,
  CurrentUser,
  DashboardTotals,
  Device,
  Discount,
  Faq,
  Flavour,
  Nicotine,
  Order,
  OrderItem,
  OrderStatus,
  Product,
  ProductInput,
  Review,
  SalePerson,
  ShippingService,
  State,
  User,
} from "./core/types";
