// The sign-in screen alone: the page at "/" preloads this chunk with its first load.
export { SignInScreen } from "./SignInScreen";
