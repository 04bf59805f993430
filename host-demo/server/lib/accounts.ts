import { users } from "../db/schema/index.js";
import { badRequest } from "./http.js";

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

export function checkNewPassword(newPassword: string, confirm: string) {
  if (newPassword !== confirm) throw badRequest("New passwords do not match.");
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    throw badRequest(`newPassword must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}
