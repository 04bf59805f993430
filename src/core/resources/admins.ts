import type { Account, AccountStatus } from "../types";
import { endpoint, injectResource, LIST, type BodyOf } from "./endpointKit";

/** What the new-admin form fills in of the sign-up body. */
export type AdminInput = Pick<BodyOf<"signUp">, "full_name" | "email" | "password" | "confirm_password">;

/** Admin users (SUPER_ADMIN only; the server refuses the calls to anyone else). */
export const adminsApi = injectResource((build) => ({
  admins: build.query<Account[], void>(endpoint.list("Admin", "/users/admins")),
  setAdminStatus: build.mutation<Account, { id: number; status: AccountStatus }>({
    query: ({ id, status }) => ({ url: `/user/account/status/${id}`, method: "PUT", body: { status } }),
    invalidatesTags: (_result, _error, { id }) => [{ type: "Admin", id }],
  }),
  deleteAdmin: build.mutation<null, number>(endpoint.remove("/user/admin/delete/", [LIST("Admin")])),
  createAdmin: build.mutation<unknown, AdminInput>({
    // The spec's fixed filler fields are left out: the reference server takes them as optional
    // and ignores them for an ADMIN (no business type, birth date or VAT number for staff).
    query: (body) => ({ url: "/auth/signup", method: "POST", body: { ...body, user_type: "ADMIN" } }),
    invalidatesTags: [LIST("Admin")],
  }),
}));

export const { useAdminsQuery, useSetAdminStatusMutation, useDeleteAdminMutation, useCreateAdminMutation } = adminsApi;
