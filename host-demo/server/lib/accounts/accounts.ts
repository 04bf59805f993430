import { users } from "../../db/schema/index.js";
import { badRequest } from "../http/http.js";

export const MIN_PASSWORD_LENGTH = 8;

/** Columns safe to return (the Account schema): never the hash or the session id. */
export const accountColumns = {
  id: users.id,
  full_name: users.full_name,
  email: users.email,
  user_type: users.user_type,
  account_status: users.account_status,
  contact_number: users.contact_number,
  dob: users.dob,
  bussiness_type: users.bussiness_type,
  vat_number: users.vat_number,
  country_name: users.country_name,
  referral_code: users.referral_code,
  used_referral_code: users.used_referral_code,
  image_url: users.image_url,
  created_at: users.created_at,
};

export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/**
 * What is wrong with a new password, naming the field; null when it is acceptable: at least
 * MIN_PASSWORD_LENGTH characters (counted as a person sees them: an emoji is one), and not
 * only spaces.
 */
export function passwordProblem(password: string, field: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `${field} must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.trim() === "") return `${field} must not be only spaces`;
  return null;
}

export function checkNewPassword(newPassword: string, confirm: string) {
  if (newPassword !== confirm) throw badRequest("New passwords do not match.");
  const problem = passwordProblem(newPassword, "newPassword");
  if (problem) throw badRequest(problem);
}
