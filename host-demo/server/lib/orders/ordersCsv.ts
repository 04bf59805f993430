/**
 * The orders export as CSV for accounting: every column the list shows plus the transaction id
 * and the date, amounts as plain numbers with a currency column, dates in ISO 8601 (RFC 4180
 * quoting, CRLF line ends). Text that a spreadsheet would run as a formula is defused.
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

/**
 * Quotes a cell when needed: a comma, or a semicolon (what French and German spreadsheets split
 * on), a quote or a line break; text starting like a formula is prefixed with ' so spreadsheets
 * keep it as text.
 */
export function csvCell(value: string | number | null | undefined, { text = true } = {}): string {
  if (value === null || value === undefined) return "";
  let cell = String(value);
  if (text && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",;\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

function isoDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export interface CsvOrder {
  order_number: string;
  order_status: string;
  net_payable: number;
  transaction_id: string;
  created_at: string;
  user: { full_name: string; email: string };
  shippingService: { title: string } | null;
}

/** The header line, with a byte order mark so spreadsheet programs read the names as UTF-8. */
export const csvHeaderLine = () => "\ufeff" + CSV_HEADER.map((name) => csvCell(name)).join(",") + "\r\n";

/** One order's line; `serial` counts from 1 over the whole export. */
export function csvLine(order: CsvOrder, serial: number): string {
  return (
    [
      csvCell(serial, { text: false }),
      csvCell(order.order_number),
      csvCell(order.user.full_name),
      csvCell(order.user.email),
      csvCell(order.shippingService?.title),
      csvCell(Number(order.net_payable).toFixed(2), { text: false }),
      "EUR",
      csvCell(order.order_status),
      csvCell(order.transaction_id),
      csvCell(isoDate(order.created_at), { text: false }),
    ].join(",") + "\r\n"
  );
}
