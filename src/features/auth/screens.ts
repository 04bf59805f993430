// Every screen of the area from one module, so the area loads as one chunk.
export { ChangePassword } from "./ChangePassword";
export { ConfirmEmail, NewPassword, VerifyCode } from "./Recovery";
export { SignInScreen } from "./SignInScreen";
