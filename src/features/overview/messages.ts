// With the core texts of screens (buttons, uploads, amounts…), which load with the areas, not in the first load.
import { areaMessages } from "../../core/screenMessages";

/** The overview blocks' texts (the area's chunk); the totals' texts are core's. */
export const english = {
  // Totals
  totalSale: "Total Sale",
  totalCustomers: "Total Customers",
  totalProduct: "Total Product",
  totalOrders: "Total Orders",
  thisMonth: "This month",
  changeUp: "up {value}% compared with last month",
  changeDown: "down {value}% compared with last month",
  changeFlat: "no change compared with last month",
  dashboardFailed: "Error fetching dashboard",
  // Sales trend
  salesTrend: "Net sales",
  salesTrendDays: "Days",
  salesTrendWeeks: "Weeks",
  salesTrendMonths: "Months",
  salesTrendPeriod: "Period",
  salesTrendFailed: "Could not load the sales trend",
  salesTrendEmpty_day: "No sales in the last 30 days.",
  salesTrendEmpty_week: "No sales in the last 12 weeks.",
  salesTrendEmpty_month: "No sales in the last 12 months.",
  salesTrendZone_day: "Days run midnight to midnight in the shop's time zone, {zone}.",
  salesTrendZone_week: "Weeks start on Monday, in the shop's time zone, {zone}.",
  salesTrendZone_month: "Months follow the shop's time zone, {zone}.",
  salesTrendKeys: "Use the arrow keys to move between points.",
  salesTrendTable: "Net sales per {unit}, B2B and B2C",
  unit_day: "day",
  unit_week: "week",
  unit_month: "month",
  period: "Period",
  b2b: "B2B",
  b2c: "B2C",
  total: "Total",
  salesPoint: "{period}: B2B {b2b}, B2C {b2c}, total {total}",
  weekOf: "Week of {date}",
  // Orders waiting
  ordersWaiting: "Orders waiting",
  ordersWaitingFailed: "Could not load the orders waiting",
  ordersWaitingEmpty: "No order is waiting: every order is delivered or canceled.",
  pendingOne: "1 pending order",
  pendingOther: "{count} pending orders",
  confirmedOne: "1 confirmed order not delivered",
  confirmedOther: "{count} confirmed orders not delivered",
  oldestSince: "oldest {age}",
  viewPending: "View pending orders",
  viewConfirmed: "View confirmed orders",
  // Top products
  topProducts: "Top products, last 30 days",
  topProductsFailed: "Could not load the top products",
  topProductsEmpty: "No product sold in the last 30 days.",
  byRevenue: "By revenue",
  byUnits: "By units",
  unitsSold: "{count} sold",
  // Low stock
  lowStock: "Low stock",
  lowStockFailed: "Could not load the low stock",
  lowStockEmpty: "No published product has {threshold} or fewer in stock.",
  lowStockCountOne: "1 published product has {threshold} or fewer in stock.",
  lowStockCountOther: "{count} published products have {threshold} or fewer in stock.",
  lowStockMore: "{count} more not shown: the lowest stock comes first.",
  inStock: "{count} in stock",
  editNamedProduct: "Edit {name}",
};

export const t = areaMessages("overview", english, [() => import("./messages.fr"), () => import("./messages.de")]);
export type OverviewEnglish = typeof english;
