import { email, password, text } from "./common.js";

export const signInSchema = {
  tags: ["auth"],
  summary: "Sign in (admins, and shop users for the shop's own app). Answers accessToken beside body.",
  body: {
    type: "object",
    required: ["email", "password"],
    additionalProperties: false,
    properties: { email, password },
  },
} as const;

export const changePasswordSchema = {
  tags: ["auth"],
  summary: "Change the signed-in user's password",
  body: {
    type: "object",
    required: ["currentPassword", "newPassword", "confirmNewPassword"],
    additionalProperties: false,
    properties: { currentPassword: password, newPassword: password, confirmNewPassword: password },
  },
} as const;

export const otpSendSchema = {
  tags: ["auth"],
  summary: "Send a 6-digit recovery code (same answer whether or not the email exists)",
  body: { type: "object", required: ["email"], additionalProperties: false, properties: { email } },
} as const;

export const otpVerifySchema = {
  tags: ["auth"],
  summary: "Verify the recovery code (at most 5 wrong tries, valid 10 minutes)",
  body: {
    type: "object",
    required: ["email", "otp"],
    additionalProperties: false,
    properties: { email, otp: { type: "string", minLength: 1, maxLength: 12 } },
  },
} as const;

export const passwordUpdateSchema = {
  tags: ["auth"],
  summary: "Set a new password once, after the code was verified",
  body: {
    type: "object",
    required: ["email", "newPassword", "confirmNewPassword"],
    additionalProperties: false,
    properties: { email, newPassword: password, confirmNewPassword: password },
  },
} as const;

export const signUpSchema = {
  tags: ["auth"],
  summary: "Create an account; user_type ADMIN is SUPER_ADMIN only",
  body: {
    type: "object",
    required: ["full_name", "email", "password", "confirm_password"],
    additionalProperties: false,
    properties: {
      full_name: text(120, 1),
      email,
      password,
      confirm_password: password,
      user_type: { type: "string", enum: ["USER", "ADMIN"] },
      age_limit: { type: "boolean" },
      bussiness_type: { type: "string", enum: ["B2B", "B2C"] },
      dob: { type: ["string", "null"], maxLength: 30 },
      vat_number: { type: ["string", "null"], maxLength: 40 },
      contact_number: { type: ["string", "null"], maxLength: 20 },
    },
  },
} as const;

export const currentUserSchema = { tags: ["auth"], summary: "The signed-in user" } as const;
