import { injectResource } from "./endpointKit";

/**
 * The operator's password: changed while signed in, or recovered by a one-time code sent by
 * email. Only the account screens use these, so they load with them.
 */
export const passwordApi = injectResource((build) => ({
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
}));

export const { useChangePasswordMutation, useSendOtpMutation, useVerifyOtpMutation, useUpdatePasswordMutation } =
  passwordApi;
