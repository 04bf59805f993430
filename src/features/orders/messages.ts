import { areaMessages } from "../../core/messages";

/** This area's texts (its own chunk); core texts and setMessages overrides work through it too. */
export const english = {
  // Orders (issue 4)
  orders: "Orders",
  allOrders: "All Orders",
  orderDetails: "Order Details",
  transactions: "Transactions",
  searchOrders: "Search by customer name or order number",
  searchTransactions: "Search by transaction id, order number or customer",
  orderStatusFilter: "Filter by status",
  allStatuses: "All",
  // Status names (the spec shows them in capitals)
  statusPENDING: "PENDING",
  statusCONFIRMED: "CONFIRMED",
  statusDELIVERED: "DELIVERED",
  statusCANCELED: "CANCELED",
  ordersCount: "{count} of {total} orders",
  exportCsv: "Export CSV",
  exportedCsv: "Exported {count} orders",
  exportCsvFailed: "Failed to export orders",
  exportProgress: "Export progress",
  exportingCsv: "Exporting {done} of {total} orders…",
  exportingCsvRows: "Exporting: {done} orders so far…",
  serialNumber: "S.No",
  orderNumber: "Order Number",
  customerName: "Name",
  customerEmail: "Email",
  shippingService: "Shipping Service",
  netPayable: "Net Payable",
  orderStatus: "Status",
  orderActions: "Actions for order {number}",
  viewOrder: "View",
  confirmOrder: "Confirm",
  deliverOrder: "Deliver",
  cancelOrder: "Cancel",
  confirmOrderTitle: "Confirm order {number}?",
  deliverOrderTitle: "Mark order {number} as delivered?",
  cancelOrderTitle: "Cancel order {number}?",
  statusChangeText: "The order's status changes from {from} to {to}.",
  confirmOrderButton: "Confirm order",
  deliverOrderButton: "Mark delivered",
  cancelOrderButton: "Cancel order",
  keepStatus: "Keep current status",
  backToOrders: "Back to orders",
  backToCustomer: "Back to the customer",
  orderNotFound: "Order not found",
  orderNotFoundText: "No order has the id {id}.",
  errorFetchingOrder: "Error fetching order",
  orderHeading: "Order {number}",
  transactionId: "Transaction ID",
  orderDate: "Date",
  shippingAddress: "Shipping Address",
  street: "Street",
  city: "City",
  country: "Country",
  subTotal: "Sub Total",
  totalDiscount: "Total Discount",
  totalPrice: "Total Price",
  shippingCharges: "Shipping Charges",
  customerDetails: "Customer Details",
  phone: "Phone",
  dateOfBirth: "Date of Birth",
  userType: "User Type",
  location: "Location",
  orderLines: "Products",
  lineImage: "Image",
  lineProduct: "Product",
  barcode: "Barcode",
  colour: "Colour",
  tags: "Tags",
  cost: "Cost",
  discountedPrice: "Discounted Price",
  perItemDiscount: "Per-item Discount",
  quantity: "Quantity",
  lineSubtotal: "Subtotal",
  discountAmount: "Discount Amount",
  noOrderLines: "This order has no products",
  noImage: "No image",
  orderStatusActions: "Change status",
  customer: "Customer",
  noTransactionsFound: "No Transactions Found",
  errorFetchingTransactions: "Error fetching transactions",
  openOrder: "Open order {number}",
  orderTransaction: "Transaction",
  orderAmounts: "Amounts",
  searchOrdersPlaceholder: "Customer name or order number",
  searchTransactionsPlaceholder: "Transaction, order or customer",
  // Orders (mended wording)
  orderStatusUpdated: "Order Status Updated Successfully",
  orderStatusFailed: "Failed to update order status",
  noOrdersFound: "No Orders Found",
  errorFetchingOrders: "Error fetching orders",
};

/** The area's English texts, the shape its translations (messages.fr.ts, messages.de.ts) follow. */
export type OrdersEnglish = typeof english;

// Types only: tells core's setMessages the `orders.*` keys without core importing this area.
declare module "../../core/messages" {
  interface AreaCatalogues {
    orders: OrdersEnglish;
  }
}

export const t = areaMessages("orders", english, {
  fr: () => import("./messages.fr"),
  de: () => import("./messages.de"),
});

/** Every key this area's t accepts (its own and the core ones). */
export type MessageKey = Parameters<typeof t>[0];
