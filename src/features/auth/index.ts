import { lazy } from "react";
import { lazyPart } from "../../ui/lazyPart";

// The auth area's public surface: its routes, and two pieces of UI the shell shows: the sign-in
// form of a signed-out element and the sign-in dialog of an interrupted session. Both load in their
// own chunk when first shown, so the first load of a page whose operator is already signed in does
// not carry them. The session itself (who is signed in, signing in and out) is core/auth's.
export { authArea } from "./routes";

// React.lazy, not lazyPart, for the sign-in form: a server-rendering host (Next.js) prerenders it,
// and only Suspense lets the server wait for its code and the page hydrate it with what the
// operator typed before the scripts ran (lazyPart renders its fallback on the server).
export const SignInForm = lazy(() => import("./SignInForm").then((module) => ({ default: module.SignInForm })));
export const SessionDialog = lazyPart(() => import("./SessionDialog").then((module) => module.SessionDialog));
