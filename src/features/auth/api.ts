// The sign-in screens' calls: the session's live in core/auth/session.ts (the shell and the store
// use them too), the password's in core/resources/password.ts.
export { useSignInMutation } from "../../core/auth/session";
export {
  useChangePasswordMutation,
  useSendOtpMutation,
  useVerifyOtpMutation,
  useUpdatePasswordMutation,
} from "../../core/resources/password";
