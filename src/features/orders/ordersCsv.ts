import type { Order } from "../../core/types";

/**
 * The orders list as CSV for accounting: every column the list shows plus the transaction id
 * and the date, amounts as plain numbers with a currency column, dates in ISO 8601 (RFC 4180
 * quoting, CRLF line ends).
 */
export const CSV_HEADER = [
  "Serial Number",
  "Order Number",
  "Name",
  "Email",
  "Shipping Service",
  "Net Payable",
  "Currency",
  "Status",
  "Transaction ID",
  "Date",
];

/** Quotes a cell when needed; text starting like a formula is prefixed with ' so spreadsheets keep it as text. */
export function csvCell(value: string | number | null | undefined, { text = true } = {}): string {
  if (value === null || value === undefined) return "";
  let cell = String(value);
  if (text && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

function isoDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** Plain number with two decimals and a dot, whatever the locale. */
function amount(value: number | string): string {
  const number = typeof value === "string" ? Number(value) : value;
  return Number.isFinite(number) ? number.toFixed(2) : "";
}

export function ordersToCsv(orders: readonly Order[]): string {
  const lines = [CSV_HEADER.map((name) => csvCell(name)).join(",")];
  orders.forEach((order, index) => {
    lines.push(
      [
        csvCell(index + 1, { text: false }),
        csvCell(order.order_number),
        csvCell(order.user.full_name),
        csvCell(order.user.email),
        csvCell(order.shippingService?.title),
        csvCell(amount(order.net_payable), { text: false }),
        "EUR",
        csvCell(order.order_status),
        csvCell(order.transaction_id),
        csvCell(isoDate(order.created_at), { text: false }),
      ].join(","),
    );
  });
  return lines.join("\r\n") + "\r\n";
}

/** orders-2026-11-22.csv (the day of the export, local time). */
export function csvFileName(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `orders-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Hands the text to the browser as a download (works inside a shadow root too). */
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  // A byte order mark so spreadsheet programs read the names as UTF-8.
  const url = URL.createObjectURL(new Blob(["\ufeff", text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
