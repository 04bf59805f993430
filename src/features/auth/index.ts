import { lazyPart } from "../../ui/lazyPart";

// The auth area's public surface: its routes, and two pieces of UI the shell shows: the sign-in
// form of a signed-out element and the sign-in dialog of an interrupted session. Both load in their
// own chunk when first shown, so the first load of a page whose operator is already signed in does
// not carry them. The session itself (who is signed in, signing in and out) is core/auth's.
export { authArea } from "./routes";

export const SignInForm = lazyPart(() => import("./SignInForm").then((module) => module.SignInForm));
export const SessionDialog = lazyPart(() => import("./SessionDialog").then((module) => module.SessionDialog));
