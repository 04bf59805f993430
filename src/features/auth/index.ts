// The auth area's public surface: its routes, the sign-in form the shell shows to signed-out
// visitors, the signed-in user's query (header, sign-in panel), and what the shell's sign-in
// dialog of an interrupted session uses (the sign-in call, the password field, error reading).
export { authApi, useCurrentUserQuery, useSignInMutation } from "./api";
export { messageOf, statusOf } from "./apiError";
export { PasswordField } from "./PasswordField";
export { authArea } from "./routes";
export { SignInForm } from "./SignInForm";
