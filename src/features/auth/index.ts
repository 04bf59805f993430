// The auth area's public surface: its routes, the sign-in form the shell shows to signed-out
// visitors, and the signed-in user's query (header, sign-in panel).
export { useCurrentUserQuery } from "./api";
export { authArea } from "./routes";
export { SignInForm } from "./SignInForm";
