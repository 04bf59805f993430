// With the core texts of screens (buttons, uploads, amounts…), which load with the areas, not in the first load.
import { areaMessages } from "../../core/screenMessages";

/** The auth area's texts: sign-in, password change and recovery, the sign-in dialog (loaded with them, not in the first load). */
export const english = {
  // Sign-in, password change and recovery (spec 2, 4, 5, 8)
  show: "Show",
  hide: "Hide",
  showPassword: "Show password",
  hidePassword: "Hide password",
  forgotPassword: "Forgot Password?",
  welcomeTo: "Welcome to",
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  loginSuccess: "Login successful!",
  userTypeDenied: "Invalid user type. Access denied.",
  loginFailed: "Login failed. Please try again.",
  invalidCredentialsNotice: "Invalid credentials. Please try again.",
  invalidCredentials: "Invalid credentials",
  signingIn: "Signing in…",
  sessionEnded: "Your session has ended. Please sign in again.",
  currentPassword: "Current Password",
  newPassword: "New Password",
  confirmNewPassword: "Confirm New Password",
  failedToChangePassword: "Failed to change password",
  passwordChanged: "Password changed successfully",
  recoverPassword: "Forgot Password",
  recoverIntro: "Enter your account's email and we will send you a 6-digit code.",
  sendCode: "Send Code",
  enterValidEmail: "Please enter a valid email.",
  failedToSendOtp: "Failed to send OTP",
  otpSent: "If an account exists for this email, a code has been sent.",
  enterCode: "Enter Code",
  codeIntro: "Enter the 6-digit code sent to {email}.",
  otp: "OTP",
  enterOtp: "Please enter the OTP.",
  emailMissing: "Email is missing",
  startAgain: "Start again",
  codeNotVerified: "Verify the code sent to your email first.",
  requestNewCode: "Request a new code",
  verify: "Verify",
  failedToVerifyOtp: "Failed to verify OTP",
  setNewPassword: "Set New Password",
  passwordUpdated: "Password updated successfully",
  backToSignIn: "Back to sign in",
  // The sign-in dialog of an interrupted session
  sessionDialogTitle: "Sign in again",
  sessionEndedFor: "The session of {email} has ended: {reason}",
  sessionEndedUnknown: "Your session has ended: {reason}",
  sessionKeepsWork: "Sign in again to carry on. What you typed, your images and open dialogs stay as they are.",
  signInAgain: "Sign in",
  signOutInstead: "Sign out",
  continueAs: "Continue as {email}",
  switchTitle: "Discard unsaved work?",
  switchText:
    "You are signing in as {email}, not {previous}. Anything not saved on this page will be lost, and you will start at the overview.",
  switchConfirm: "Discard and continue",
  switchBack: "Back",
  theOtherAccount: "the other account",
  thePreviousAccount: "the previous account",
};

export const sessionT = areaMessages("auth", english, [() => import("./messages.fr"), () => import("./messages.de")]);
export type AuthEnglish = typeof english;
