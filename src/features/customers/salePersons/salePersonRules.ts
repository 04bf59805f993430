/** The sale-person form's fields as typed (the date of birth as a picked Date). */
export interface SalePersonDraft {
  full_name: string;
  email: string;
  dob: Date | null;
  contact_number: string;
}

export type SalePersonField = keyof SalePersonDraft;

/** Message keys of the area's catalogue, one per broken rule. */
export type SalePersonProblem =
  "fullNameRequired" | "emailInvalid" | "dobRequired" | "dobInFuture" | "contactDigitsOnly" | "contactLength";

/** A basic email pattern: something@something.tld, no spaces. The server checks the same. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The sale-person rules (docs/decisions.md, "Sale persons' fields are checked on both sides"):
 * full name not empty; email matching a basic pattern; date of birth given and not in the
 * future; contact number digits only, 10 to 15.
 * Returns one problem per broken field (none: an empty object).
 */
export function checkSalePerson(
  draft: SalePersonDraft,
  today: Date = new Date(),
): Partial<Record<SalePersonField, SalePersonProblem>> {
  const problems: Partial<Record<SalePersonField, SalePersonProblem>> = {};
  if (!draft.full_name.trim()) problems.full_name = "fullNameRequired";
  if (!EMAIL.test(draft.email.trim())) problems.email = "emailInvalid";
  if (!draft.dob) problems.dob = "dobRequired";
  else if (dayKey(draft.dob) > dayKey(today)) problems.dob = "dobInFuture";
  const contact = draft.contact_number.trim();
  if (!/^\d*$/.test(contact)) problems.contact_number = "contactDigitsOnly";
  else if (contact.length < 10 || contact.length > 15) problems.contact_number = "contactLength";
  return problems;
}

/** Compares calendar days in local time (a birthday picked today is fine). */
function dayKey(date: Date): number {
  return date.getFullYear() * 10_000 + (date.getMonth() + 1) * 100 + date.getDate();
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The picked day as the API's YYYY-MM-DD (local calendar day, no time zone shift). */
export function toIsoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The API's YYYY-MM-DD as a local Date for the picker; null when absent or unreadable. */
export function fromIsoDay(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}
