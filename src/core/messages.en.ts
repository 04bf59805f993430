/**
 * Every user-visible string, in catalogues: this core one (first load) and one per area
 * (src/features/<area>/messages.ts, in the area's chunk). Slips of the original wording are
 * mended here (docs/decisions.md, "Message slips are mended in the catalogue"): "Order Status
 * Updated Successfully", "Failed to update order status", a failed category delete speaks of the
 * category. English is the default; French and German come in
 * chunks of their own (messages.fr.ts, messages.de.ts beside each catalogue), loaded only when
 * `locale` asks for them. setMessages() overrides any entry, core keys by name and area keys
 * as `area.key` ("orders.allOrders").
 */
export const coreEnglish = {
  appRegionLabel: "Shop back-office",
  loading: "Loading…",
  retry: "Retry",
  back: "Back",
  search: "Search",
  noResults: "Nothing found",
  networkError: "Network error: the server could not be reached.",
  notifications: "Notifications",
  dismissNotice: "Dismiss notification",
  errorNotifications: "Error notifications",
  noticeRepeated: "{count} times",
  // Sign-in
  login: "LOGIN",
  loginSubtitle: "Login to your account",
  signedOutElsewhere: "You were signed out in another tab.",
  otherAccountElsewhere: "Another tab signed in as {email}.",
  anotherAccount: "another account",
  sessionClosedBeforeSent: "The session ended before this could be sent.",
  signedOutHere: "Signed out",
  signInElsewhereOnPage: "Sign in with the sign-in form on this page to see {area}.",
  // Password change and recovery
  changePassword: "Change Password",
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
  partLoadFailedText:
    "Part of the back-office could not be loaded: the connection dropped or a new version was published.",
  reloadPage: "Reload the page",
  goToOverview: "Go to the overview",
  goToSignIn: "Go to sign in",
  documentTitle: "{screen} · Back-office",
  documentTitlePlain: "Back-office",
  openMenu: "Menu",
  closeMenu: "Close menu",
  skipToContent: "Skip to content",
  // Overview
  overview: "Overview",
  // Route headings and navigation labels (the areas' routes.tsx name these keys)
  navAccount: "Account",
  navSignIn: "Sign in",
  navSetting: "Setting",
  navSettings: "Settings",
  navBrands: "Brands",
  navCategories: "Categories",
  navAttributes: "Attributes",
  navVariants: "Variants",
  navProducts: "Products",
  navCatalog: "Catalog",
  navCustomers: "Customers",
  navUsers: "Users",
  navUser: "User",
  navUserProfile: "User Profile",
  navSalePersons: "Sale Persons",
  navSalePerson: "Sale Person",
  navSalePersonProfile: "Sale Person Profile",
  navReviews: "Reviews",
  navReview: "Review",
  navReviewDetail: "Review Detail",
  navDiscounts: "Discounts",
  navCountriesStates: "Countries & States",
  navOrders: "Orders",
  navOrderDetails: "Order Details",
  navTransactions: "Transactions",
  navBannerManagement: "Banner Management",
  navShippingService: "Shipping Service",
  navPromotionNotification: "Promotion Notification",
  navFaqs: "FAQs",
  navAdminUsers: "Admin User Management",
  // Network failures (core/api/baseQuery)
  serverTooSlow: "The server took too long to answer.",
  unexpectedResponse: "Unexpected response from the server ({status}).",
  requestFailedWithStatus: "Request failed ({status}).",
  requestFailed: "The request failed.",
  // Pagination (ui/Pagination renders them on its own too)
  pagination: "Pagination",
  previousPage: "Previous page",
  nextPage: "Next page",
  page: "Page {page}",
  // Command palette (its button and shortcut are in the header; the palette itself loads on first use)
  commandPalette: "Search and commands",
  // issue 33 undo: the button of a delete's notice
  undo: "Undo",
  undoNoDelete: "There is no delete of this record to undo.",
};

/** The first load's core texts (their French and German: messages.fr.ts, messages.de.ts). */
export type CoreEnglish = typeof coreEnglish;

/** A catalogue translated: exactly the English keys, each with a text (no key missing, none extra). */
export type Translation<English> = { readonly [Key in keyof English]: string };
