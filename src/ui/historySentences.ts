import { formatDate, formatEuro, formatNumber, truncateWords } from "../core/format";
import type { MessageKey } from "../core/messages";
import type { JournalEntry } from "../core/types";
import { t } from "../core/screenMessages";

/**
 * A change journal entry (core/resources/journal.ts) as a sentence an operator reads: "Price
 * €13.90 → €12.50 by Alex Admin", "Confirmed by Alex Admin". The journal names fields by their
 * database column; each known column has a label and a kind of value, formatted in the locale.
 */

type ValueKind = "money" | "percent" | "date" | "boolean" | "link" | "status" | "image" | "text" | "number" | "word";

const FIELDS: Readonly<Record<string, readonly [MessageKey, ValueKind]>> = {
  // Products
  product_name: ["historyFieldName", "text"],
  description: ["historyFieldDescription", "text"],
  category_id: ["historyFieldCategory", "link"],
  brand_id: ["historyFieldBrand", "link"],
  stock: ["historyFieldStock", "number"],
  price: ["historyFieldPrice", "money"],
  compared_price: ["historyFieldB2bPrice", "money"],
  bar_code: ["historyFieldBarcode", "text"],
  status: ["historyFieldStatus", "status"],
  // Orders
  order_number: ["historyFieldOrderNumber", "text"],
  order_status: ["historyFieldStatus", "status"],
  user_id: ["historyFieldCustomer", "link"],
  shipping_service_id: ["historyFieldShippingService", "link"],
  subtotal: ["historyFieldSubtotal", "money"],
  total_discount: ["historyFieldDiscount", "money"],
  total_price: ["historyFieldTotal", "money"],
  shipping_charges: ["historyFieldShippingCharges", "money"],
  net_payable: ["historyFieldNetPayable", "money"],
  transaction_id: ["historyFieldTransaction", "text"],
  ship_street: ["historyFieldStreet", "text"],
  ship_city: ["historyFieldCity", "text"],
  ship_country: ["historyFieldCountry", "text"],
  // Discounts
  discount_type: ["historyFieldType", "word"],
  code: ["historyFieldCode", "text"],
  target_id: ["historyFieldTarget", "link"],
  percentage: ["historyFieldPercentage", "percent"],
  fixed_amount: ["historyFieldFixedAmount", "money"],
  min_order_price: ["historyFieldMinimumOrder", "money"],
  number_of_uses_per_user: ["historyFieldUsesPerCustomer", "number"],
  user_type: ["historyFieldAudience", "word"],
  start_date: ["historyFieldStartDate", "date"],
  end_date: ["historyFieldEndDate", "date"],
  // Customers
  full_name: ["historyFieldName", "text"],
  email: ["historyFieldEmail", "text"],
  account_status: ["historyFieldStatus", "status"],
  contact_number: ["historyFieldPhone", "text"],
  dob: ["historyFieldBirthDate", "date"],
  bussiness_type: ["historyFieldBusinessType", "word"],
  vat_number: ["historyFieldVatNumber", "text"],
  country_name: ["historyFieldCountry", "text"],
  referral_code: ["historyFieldReferralCode", "text"],
  used_referral_code: ["historyFieldUsedReferralCode", "text"],
  image_url: ["historyFieldImage", "image"],
  age_limit: ["historyFieldAgeCheck", "boolean"],
  // Banners
  title: ["historyFieldTitle", "text"],
  img_url: ["historyFieldImage", "image"],
  target_type: ["historyFieldTargetType", "word"],
};

const STATUS_LABELS: Readonly<Record<string, MessageKey>> = {
  PENDING: "historyStatusPending",
  CONFIRMED: "historyStatusConfirmed",
  DELIVERED: "historyStatusDelivered",
  CANCELED: "historyStatusCanceled",
  DRAFT: "historyStatusDraft",
  PUBLISHED: "historyStatusPublished",
  ACTIVE: "historyStatusActive",
  INACTIVE: "historyStatusInactive",
  DISABLED: "historyStatusDisabled",
  RESTRICTED: "historyStatusRestricted",
  BANNED: "historyStatusBanned",
};

/** An order's status change, said as what happened to the order. */
const ORDER_EVENTS: Readonly<Record<string, MessageKey>> = {
  CONFIRMED: "historyConfirmed",
  DELIVERED: "historyDelivered",
  CANCELED: "historyCanceled",
};

/** A column the table above does not know: "ship_street" → "Ship street". */
const humanised = (column: string) => {
  const words = column.replace(/_id$/, "").replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function fieldLabel(column: string): string {
  const known = FIELDS[column];
  return known ? t(known[0]) : humanised(column);
}

/** A word the server stores in capitals ("PROMO", "BOTH"); short codes (B2B) stay as they are. */
const wordOf = (value: string) =>
  /^[A-Z_]{4,}$/.test(value) ? value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, " ") : value;

/** One value of a column as the screen shows it (amounts in euros, dates and numbers in the locale). */
export function formatValue(column: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return t("historyNone");
  const kind = FIELDS[column]?.[1] ?? "text";
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  switch (kind) {
    case "money":
      return formatEuro(Number.isFinite(number) ? number : null);
    case "percent":
      return Number.isFinite(number) ? formatNumber(number / 100, { style: "percent", maximumFractionDigits: 2 }) : "—";
    case "number":
      return Number.isFinite(number) ? formatNumber(number) : String(value);
    case "date":
      return formatDate(String(value));
    case "boolean":
      return t(value === true || value === "true" ? "historyYes" : "historyNo");
    case "link":
      // Another record, by its id: its name may have changed since (or it may be gone).
      return `#${String(value)}`;
    case "status":
      return STATUS_LABELS[String(value)] ? t(STATUS_LABELS[String(value)]) : String(value);
    case "word":
      return wordOf(String(value));
    default:
      return typeof value === "object" ? JSON.stringify(value) : `“${truncateWords(String(value), 8)}”`;
  }
}

/** One changed field: "Price €13.90 → €12.50", or "Image replaced" (an address says nothing). */
export function changeText(column: string, before: unknown, after: unknown): string {
  const field = fieldLabel(column);
  if (FIELDS[column]?.[1] === "image") return t("historyReplaced", { field });
  return t("historyChange", { field, before: formatValue(column, before), after: formatValue(column, after) });
}

/** What the entry changed, without who: "Confirmed", "Price €13.90 → €12.50; Stock 4 → 6". */
export function changeOf(entry: JournalEntry): string {
  if (entry.entity === "order") {
    if (entry.action === "create") return t("historyPlaced");
    const event = ORDER_EVENTS[String(entry.changes.order_status?.after)];
    if (entry.action === "status" && event) return t(event);
  }
  if (entry.action === "create") return t("historyCreated");
  if (entry.action === "delete") return t("historyDeleted");
  const changes = Object.entries(entry.changes).map(([column, { before, after }]) => changeText(column, before, after));
  return changes.join("; ");
}

/** The whole sentence but the time: "Price €13.90 → €12.50 by Alex Admin". */
export function sentenceOf(entry: JournalEntry): string {
  return t("historyBy", { change: changeOf(entry), actor: entry.actor.name || t("historySomeone") });
}
