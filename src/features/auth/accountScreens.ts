// The password change and recovery screens, loaded when one is opened (not with the sign-in page).
export { ChangePassword } from "./ChangePassword";
export { ConfirmEmail, NewPassword, VerifyCode } from "./Recovery";
