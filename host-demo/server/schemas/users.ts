import { Type } from "@sinclair/typebox";
import { ACCOUNT_STATUSES, BUSINESS_TYPES, USER_TYPES } from "../db/schema/core.js";
import { ORDER_STATUSES } from "../db/schema/orders.js";
import {
  Email,
  Envelope,
  Id,
  IdParams,
  Name,
  Nullable,
  nullableText,
  operation,
  Password,
  StringEnum,
  text,
  Timestamp,
  Ref,
} from "./common.js";

export const UserType = StringEnum(USER_TYPES);
export const AccountStatus = StringEnum(ACCOUNT_STATUSES);
export const BusinessType = StringEnum(BUSINESS_TYPES);

/** What any user record may show: never the password hash, the session id or a reset code. */
const accountFields = {
  id: Id,
  full_name: Type.String(),
  email: Type.String(),
  user_type: UserType,
  account_status: AccountStatus,
  contact_number: Nullable(Type.String()),
  dob: Nullable(Type.String()),
  bussiness_type: Nullable(BusinessType),
  vat_number: Nullable(Type.String()),
  country_name: Nullable(Type.String()),
  referral_code: Nullable(Type.String()),
  used_referral_code: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
  created_at: Timestamp,
};

export const Account = Type.Object(accountFields, {
  $id: "Account",
  description: "A user record as any screen may show it (admins, the signed-in user)",
});

export const SignedInUser = Type.Object(
  { id: Id, email: Type.String(), full_name: Type.String(), image_url: Nullable(Type.String()), user_type: UserType },
  { $id: "SignedInUser", description: "Who signed in (the sign-in answer's body)" },
);

export const Address = Type.Object(
  {
    id: Id,
    user_id: Id,
    street: Type.String(),
    city: Type.String(),
    state: Nullable(Type.String()),
    country: Type.String(),
  },
  { $id: "Address" },
);

export const User = Type.Object(
  {
    ...accountFields,
    orderCount: Type.Integer({ minimum: 0 }),
    totalNetPayable: Type.Number({ minimum: 0 }),
    referred_by: Nullable(
      Type.String({ description: "Full name of the user whose referral_code is used_referral_code (null when none)" }),
    ),
    address: Type.Array(Ref(Address)),
  },
  {
    $id: "User",
    description: "A customer (or sale person) with addresses and order totals (canceled orders excluded)",
  },
);

export const CreatedUser = Type.Object(
  { id: Id, full_name: Type.String(), email: Type.String(), user_type: UserType },
  { $id: "CreatedUser" },
);

export const signInSchema = operation({
  operationId: "signIn",
  tag: "auth",
  access: "public",
  summary: "Sign in (admins, and shop users for the shop's own app). Answers accessToken beside body.",
  body: Type.Object({ email: Email, password: Password }, { additionalProperties: false }),
  response: {
    200: Type.Object({
      success: Type.Boolean(),
      message: Type.String(),
      accessToken: Type.String({ description: "Send as `Authorization: Bearer <accessToken>`" }),
      body: Ref(SignedInUser),
    }),
  },
  errors: [401, 429],
});

export const currentUserSchema = operation({
  operationId: "getCurrentUser",
  tag: "auth",
  access: "signedIn",
  summary: "The signed-in user",
  response: { 200: Envelope(Ref(Account)) },
  errors: [404],
});

export const signOutSchema = operation({
  operationId: "signOut",
  tag: "auth",
  access: "signedIn",
  summary:
    "End the token's session (addition): the same token is refused with 401 afterwards; a token already superseded by a newer sign-in ends nothing",
  response: { 200: Envelope(Type.Null()) },
});

export const changePasswordSchema = operation({
  operationId: "changePassword",
  tag: "auth",
  access: "signedIn",
  summary: "Change the signed-in user's password",
  body: Type.Object(
    { currentPassword: Password, newPassword: Password, confirmNewPassword: Password },
    { additionalProperties: false },
  ),
  response: { 200: Envelope(Type.Null()) },
});

export const otpSendSchema = operation({
  operationId: "sendRecoveryCode",
  tag: "auth",
  access: "public",
  summary: "Send a 6-digit recovery code (same answer whether or not the email exists)",
  body: Type.Object({ email: Email }, { additionalProperties: false }),
  response: { 200: Envelope(Type.Null()) },
  errors: [429],
});

/** The single-use grant a verified recovery code answers (32 random bytes, base64url). */
const ResetToken = Type.String({ minLength: 1, maxLength: 100, description: "From verifyRecoveryCode" });

export const RecoveryGrant = Type.Object(
  { resetToken: Type.String({ description: "Send with setNewPassword within 10 minutes; works once" }) },
  { $id: "RecoveryGrant" },
);

export const otpVerifySchema = operation({
  operationId: "verifyRecoveryCode",
  tag: "auth",
  access: "public",
  summary:
    "Verify the recovery code (at most 5 tries, valid 10 minutes); answers a single-use reset token that " +
    "setting the new password requires, valid 10 minutes",
  body: Type.Object({ email: Email, otp: text(12, 1) }, { additionalProperties: false }),
  response: { 200: Envelope(Ref(RecoveryGrant)) },
  errors: [429],
});

export const passwordUpdateSchema = operation({
  operationId: "setNewPassword",
  tag: "auth",
  access: "public",
  summary: "Set a new password once, with the reset token the code's verification answered",
  body: Type.Object(
    { email: Email, resetToken: ResetToken, newPassword: Password, confirmNewPassword: Password },
    { additionalProperties: false },
  ),
  response: { 200: Envelope(Type.Null()) },
});

export const signUpSchema = operation({
  operationId: "signUp",
  tag: "auth",
  access: "public",
  summary: "Create an account; user_type ADMIN is SUPER_ADMIN only (a bearer token is then required)",
  body: Type.Object(
    {
      full_name: Name(120, 1),
      email: Email,
      password: Password,
      confirm_password: Password,
      user_type: Type.Optional(StringEnum(["USER", "ADMIN"])),
      age_limit: Type.Optional(Type.Boolean()),
      bussiness_type: Type.Optional(BusinessType),
      dob: Type.Optional(nullableText(30)),
      vat_number: Type.Optional(nullableText(40)),
      contact_number: Type.Optional(nullableText(20)),
    },
    { additionalProperties: false },
  ),
  response: { 201: Envelope(Ref(CreatedUser)) },
  errors: [401, 403, 409],
});

export const listUsersSchema = operation({
  operationId: "listUsers",
  tag: "users",
  access: "backOffice",
  summary: "Customers (user_type USER) with orderCount and totalNetPayable, newest first",
  response: { 200: Envelope(Type.Array(Ref(User))) },
});

export const CustomerOrder = Type.Object(
  {
    id: Id,
    order_number: Type.String(),
    order_status: StringEnum(ORDER_STATUSES),
    net_payable: Type.Number(),
    created_at: Timestamp,
  },
  { $id: "CustomerOrder", description: "One of a customer's orders, as their profile lists it" },
);

export const CustomerOrders = Type.Object(
  {
    orders: Type.Array(Ref(CustomerOrder), { description: "The most recent orders first, at most `limit`" }),
    orderCount: Type.Integer({ minimum: 0, description: "All of the customer's orders but canceled ones" }),
    totalNetPayable: Type.Number({ minimum: 0, description: "Net payable of those orders, in euros" }),
  },
  { $id: "CustomerOrders" },
);

export const userOrdersSchema = operation({
  operationId: "listUserOrders",
  tag: "users",
  access: "backOffice",
  summary: "A customer's most recent orders (every status) with their order count and total net payable (addition)",
  params: IdParams,
  querystring: Type.Object(
    { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 5 })) },
    { additionalProperties: false },
  ),
  response: { 200: Envelope(Ref(CustomerOrders)) },
  errors: [404],
});

export const userByIdSchema = operation({
  operationId: "getUser",
  tag: "users",
  access: "backOffice",
  summary: "One customer with addresses and order totals",
  params: IdParams,
  response: { 200: Envelope(Ref(User)) },
  errors: [404],
});

export const deleteUserSchema = operation({
  operationId: "deleteUser",
  tag: "users",
  access: "backOffice",
  summary: "Delete a customer (refused with 409 while orders reference them)",
  params: IdParams,
  response: { 200: Envelope(Type.Null()) },
  errors: [404, 409],
});

export const listAdminsSchema = operation({
  operationId: "listAdmins",
  tag: "admins",
  access: "superAdmin",
  summary: "Admin users (SUPER_ADMIN only)",
  response: { 200: Envelope(Type.Array(Ref(Account))) },
});

export const accountStatusSchema = operation({
  operationId: "setAdminAccountStatus",
  tag: "admins",
  access: "superAdmin",
  summary:
    "Set an admin's account status (SUPER_ADMIN only); RESTRICTED or BANNED ends their session. Never one's own (403) nor the last active SUPER_ADMIN (409)",
  params: IdParams,
  body: Type.Object({ status: AccountStatus }, { additionalProperties: false }),
  response: { 200: Envelope(Ref(Account)) },
  errors: [404, 409],
});

export const deleteAdminSchema = operation({
  operationId: "deleteAdmin",
  tag: "admins",
  access: "superAdmin",
  summary:
    "Delete an admin user (SUPER_ADMIN only); never one's own account (403) nor the last active SUPER_ADMIN (409)",
  params: IdParams,
  response: { 200: Envelope(Type.Null()) },
  errors: [404, 409],
});
