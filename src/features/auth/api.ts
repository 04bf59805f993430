import { shopApi } from "../../core/api/shopApi";
import type { CurrentUser, SignInResponse } from "../../core/types";

export const authApi = shopApi.enhanceEndpoints({ addTagTypes: ["CurrentUser"] }).injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    signIn: build.mutation<SignInResponse, { email: string; password: string }>({
      query: (body) => ({ url: "/auth/signin", method: "POST", body }),
      // accessToken sits beside body, so sign-in keeps the whole envelope; it carries no
      // session, so the sign-in dialog can use it while the session is interrupted.
      extraOptions: { keepEnvelope: true, sessionFree: true },
    }),
    currentUser: build.query<CurrentUser, void>({
      query: () => "/user",
      providesTags: ["CurrentUser"],
    }),
    changePassword: build.mutation<null, { currentPassword: string; newPassword: string; confirmNewPassword: string }>({
      query: (body) => ({ url: "/auth/password/change", method: "POST", body }),
    }),
    sendOtp: build.mutation<null, { email: string }>({
      query: (body) => ({ url: "/auth/otp/send", method: "POST", body }),
      extraOptions: { sessionFree: true },
    }),
    /** Answers the single-use reset token that updatePassword requires (valid 10 minutes). */
    verifyOtp: build.mutation<{ resetToken: string }, { email: string; otp: string }>({
      query: (body) => ({ url: "/auth/otp/verify", method: "POST", body }),
      extraOptions: { sessionFree: true },
    }),
    updatePassword: build.mutation<
      null,
      { email: string; resetToken: string; newPassword: string; confirmNewPassword: string }
    >({
      query: (body) => ({ url: "/auth/password/update", method: "POST", body }),
      extraOptions: { sessionFree: true },
    }),
  }),
});

export const {
  useSignInMutation,
  useCurrentUserQuery,
  useChangePasswordMutation,
  useSendOtpMutation,
  useVerifyOtpMutation,
  useUpdatePasswordMutation,
} = authApi;
