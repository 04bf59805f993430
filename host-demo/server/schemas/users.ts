import { idParams } from "./common.js";

export const listUsersSchema = {
  tags: ["users"],
  summary: "Customers (user_type USER) with orderCount and totalNetPayable",
} as const;
export const userByIdSchema = {
  tags: ["users"],
  summary: "One customer with addresses and order totals",
  params: idParams,
} as const;
export const deleteUserSchema = {
  tags: ["users"],
  summary: "Delete a customer (refused with 409 while orders reference them)",
  params: idParams,
} as const;
export const listAdminsSchema = { tags: ["admins"], summary: "Admin users (SUPER_ADMIN only)" } as const;
export const accountStatusSchema = {
  tags: ["admins"],
  summary: "Set an admin's account status (SUPER_ADMIN only); RESTRICTED or BANNED ends their session",
  params: idParams,
  body: {
    type: "object",
    required: ["status"],
    additionalProperties: false,
    properties: { status: { type: "string", enum: ["ACTIVE", "RESTRICTED", "BANNED"] } },
  },
} as const;
export const deleteAdminSchema = {
  tags: ["admins"],
  summary: "Delete an admin user (SUPER_ADMIN only)",
  params: idParams,
} as const;
