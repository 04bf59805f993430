import { getConfig } from "./config";

/**
 * Every user-visible string, in one catalogue. Slips of the spec are mended here (design.md):
 * "Order Status Updated Successfully", "Failed to update order status", a failed category
 * delete speaks of the category. A locale can override any entry with setMessages().
 */
const en = {
  appRegionLabel: "Shop back-office",
  loading: "Loading…",
  retry: "Retry",
  cancel: "Cancel",
  confirm: "Confirm",
  close: "Close",
  delete: "Delete",
  save: "Save",
  submit: "Submit",
  update: "Update",
  back: "Back",
  search: "Search",
  clearSearch: "Clear search",
  noResults: "Nothing found",
  loadFailed: "Could not load the data",
  networkError: "Network error: the server could not be reached.",
  requiredField: "This field is required",
  notifications: "Notifications",
  dismissNotice: "Dismiss notification",
  errorNotifications: "Error notifications",
  noticeRepeated: "{count} times",
  // Sign-in (spec 2, 4, 8)
  login: "LOGIN",
  loginSubtitle: "Login to your account",
  email: "Email",
  password: "Password",
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
  signedOutElsewhere: "You were signed out in another tab.",
  otherAccountElsewhere: "Another tab signed in as {email}.",
  anotherAccount: "another account",
  // A failure names its record: Failed to delete brand "Vapor King".
  failedNamed: '{failure} "{name}"',
  sessionClosedBeforeSent: "The session ended before this could be sent.",
  signedOutHere: "Signed out",
  signInElsewhereOnPage: "Sign in with the sign-in form on this page to see {area}.",
  // Password change and recovery (spec 5, 8)
  changePassword: "Change Password",
  currentPassword: "Current Password",
  newPassword: "New Password",
  confirmNewPassword: "Confirm New Password",
  passwordsDoNotMatch: "New passwords do not match.",
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
  // Shell
  mainNavigation: "Main navigation",
  settingsNavigation: "Settings navigation",
  areaNavigation: "{area} navigation",
  logout: "Logout",
  currentUser: "Signed-in user",
  notFoundTitle: "Page not found",
  notFoundText: "The page you asked for does not exist, or you may not open it.",
  screenErrorTitle: "This screen could not be shown",
  screenLoadFailedText: "Its code could not be loaded: the connection dropped or a new version was published.",
  screenErrorText: "Something went wrong while showing it. Reloading the page usually helps.",
  reloadPage: "Reload the page",
  goToOverview: "Go to the overview",
  goToSignIn: "Go to sign in",
  documentTitle: "{screen} · Back-office",
  documentTitlePlain: "Back-office",
  recordChangedOnServer: "This record was changed on the server while you were editing it. Your changes are kept.",
  loadServerVersion: "Load the server's version",
  openMenu: "Menu",
  closeMenu: "Close menu",
  // Overview
  overview: "Overview",
  totalSale: "Total Sale",
  totalCustomers: "Total Customers",
  totalProduct: "Total Product",
  totalOrders: "Total Orders",
  thisMonth: "This month",
  changeUp: "up {value}% compared with last month",
  changeDown: "down {value}% compared with last month",
  changeFlat: "no change compared with last month",
  dashboardFailed: "Error fetching dashboard",
  // Images (spec 8)
  imageUploaded: "Image Uploaded Successfully",
  imageUploadFailed: "Image Upload Failed",
  imageUploadError: "An error occurred during image upload",
  imageRemoved: "Image Removed",
  imagesOnly: "Please choose an image file (PNG, JPEG, WebP or GIF).",
  chooseImage: "Choose image",
  chooseImages: "Choose images",
  removeImage: "Remove image {name}",
  uploading: "Uploading {name}",
  // Pagination and tables
  pagination: "Pagination",
  previousPage: "Previous page",
  nextPage: "Next page",
  page: "Page {page}",
  actions: "Actions",
  rowActions: "Actions for {name}",
  // Lists elsewhere
  noUsersFound: "No users found",
  noCountryFound: "No Country found",
  noStateFound: "No State found",
  noCityFound: "No City found",
};

export type Messages = typeof en;
export type MessageKey = keyof Messages;

/** Overrides by locale; areas' own keys (see areaMessages) are overridable here too. */
const overrides = new Map<string, Record<string, string>>();

/** Overrides some messages for a locale (e.g. setMessages("de-DE", { login: "ANMELDEN" })). */
export function setMessages(locale: string, partial: Partial<Messages> & Record<string, string>): void {
  overrides.set(locale, { ...overrides.get(locale), ...partial });
}

export function getMessages(locale = getConfig().locale): Messages {
  const language = locale.split("-")[0];
  return { ...en, ...overrides.get(language), ...overrides.get(locale) };
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** One message with `{name}` placeholders filled in. */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  return fill(getMessages()[key], values);
}

/**
 * An area's own messages, kept in the area's chunk so a page loads only the texts it shows.
 * The returned `t` knows the area's keys and the core ones; setMessages overrides both.
 */
export function areaMessages<Area extends Record<string, string>>(area: Area) {
  return function areaT(key: (keyof Area & string) | MessageKey, values: Record<string, string | number> = {}) {
    const locale = getConfig().locale;
    const override = overrides.get(locale)?.[key] ?? overrides.get(locale.split("-")[0])?.[key];
    const text = override ?? (key in area ? area[key] : en[key as MessageKey]);
    return fill(text, values);
  };
}
