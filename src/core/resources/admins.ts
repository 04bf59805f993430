import { shopApi } from "../api/shopApi";
import type { Account, AccountStatus } from "../types";
import { listTags } from "./tags";

export interface AdminInput {
  full_name: string;
  email: string;
  password: string;
  confirm_password: string;
}

/** Admin users (spec section 7; SUPER_ADMIN only). */
export const adminsApi = shopApi.injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    admins: build.query<Account[], void>({
      query: () => "/users/admins",
      providesTags: (result) => listTags("Admin", result),
    }),
    setAdminStatus: build.mutation<Account, { id: number; status: AccountStatus }>({
      query: ({ id, status }) => ({ url: `/user/account/status/${id}`, method: "PUT", body: { status } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: "Admin", id }],
    }),
    deleteAdmin: build.mutation<null, number>({
      query: (id) => ({ url: `/user/admin/delete/${id}`, method: "DELETE" }),
      invalidatesTags: [{ type: "Admin", id: "LIST" }],
    }),
    createAdmin: build.mutation<unknown, AdminInput>({
      // The spec's fixed filler fields are left out: the reference server takes them as optional
      // and ignores them for an ADMIN (no business type, birth date or VAT number for staff).
      query: (body) => ({ url: "/auth/signup", method: "POST", body: { ...body, user_type: "ADMIN" } }),
      invalidatesTags: [{ type: "Admin", id: "LIST" }],
    }),
  }),
});

export const { useAdminsQuery, useSetAdminStatusMutation, useDeleteAdminMutation, useCreateAdminMutation } = adminsApi;
