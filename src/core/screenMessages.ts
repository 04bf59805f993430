import { areaMessages as coreAreaMessages, screenMessages, t as coreT } from "./messages";

/**
 * Core texts only lazily loaded screens and parts show (buttons of forms, image uploads, pages,
 * amounts…): kept out of the first load. Every area's messages.ts takes its areaMessages from here,
 * so the texts are there before any of its screens renders; the keys stay bare (`t("cancel")`, setMessages
 * `{ cancel: … }`) and typed as core keys.
 */
export const screenEnglish = {
  cancel: "Cancel",
  confirm: "Confirm",
  close: "Close",
  delete: "Delete",
  save: "Save",
  submit: "Submit",
  update: "Update",
  clearSearch: "Clear search",
  loadFailed: "Could not load the data",
  requiredField: "This field is required",
  email: "Email",
  password: "Password",
  failedNamed: '{failure} "{name}"',
  passwordsDoNotMatch: "New passwords do not match.",
  recordChangedOnServer: "This record was changed on the server while you were editing it. Your changes are kept.",
  loadServerVersion: "Load the server's version",
  imageUploaded: "Image Uploaded Successfully",
  imageUploadFailed: "Image Upload Failed",
  imageUploadError: "An error occurred during image upload",
  imageRemoved: "Image Removed",
  imagesOnly: "Please choose an image file (PNG, JPEG, WebP or GIF).",
  chooseImage: "Choose image",
  chooseImages: "Choose images",
  removeImage: "Remove image {name}",
  uploading: "Uploading {name}",
  actions: "Actions",
  rowActions: "Actions for {name}",
  noUsersFound: "No users found",
  noCountryFound: "No Country found",
  noStateFound: "No State found",
  noCityFound: "No City found",
  moneyStoredAs: "Saved as {amount}",
  moneyNotANumber: "Enter an amount in euros, such as {example}.",
  moneyNegative: "The amount cannot be negative.",
  moneyAmbiguous: "This could be read two ways: write the cents too, such as {example}.",
  moneyTooManyDecimals: "Use at most two digits after the decimal mark, such as {example}.",
  moneyTooLarge: "The amount is above the shop's limit of {limit}.",
  // A date field's placeholder letters, in the order the locale writes dates (dd/mm/yyyy, mm/dd/yyyy…).
  dayLetters: "dd",
  monthLetters: "mm",
  yearLetters: "yyyy",
  // Selection and bulk actions of the lists (ui/useBulkSelection)
  selectRow: "Select {name}",
  selectPageRows: "Select every row on this page",
  bulkSelected: "{shown} selected",
  bulkSelected_one: "1 selected",
  selectAllMatching: "Select all {shown} matching",
  selectAllMatching_one: "Select the 1 matching",
  clearSelection: "Clear selection",
  clearSelectionShort: "Clear",
  bulkActions: "Actions on the selection",
  bulkConfirmText: "Records that cannot change are left as they are, and you see why.",
  bulkProgressLabel: "{action}: progress",
  bulkProgress: "{done} of {total}",
  bulkRefused: "{count} refused",
  bulkRefused_one: "1 refused",
  bulkRefusal: "{label} — {reason}",
  bulkSummary: "{done}; {refused}: {list}",
  bulkMoreRefused: "and {count} more",
  bulkFailed: "{action} failed",
  bulkEndedEarly: "The answer stopped before the outcome: reload the list to see what changed.",
  // Saved views and the column chooser (ui/ViewsBar.tsx, ui/ColumnChooser.tsx).
  savedViews: "Saved views",
  allView: "All",
  saveView: "Save view",
  viewName: "View name",
  makeDefaultView: "Open this view by default",
  updateView: "Save changes to this view",
  renameView: "Rename view",
  deleteView: "Delete view",
  deleteViewText: 'Delete the view "{name}"? The records stay as they are.',
  setDefaultView: "Open by default",
  unsetDefaultView: "Stop opening by default",
  viewActions: "Actions for the view {name}",
  viewSaved: 'View "{name}" saved',
  viewSaveFailed: "Could not save the view",
  viewDeleted: 'View "{name}" deleted',
  viewDeleteFailed: "Could not delete the view",
  defaultViewMark: "(default)",
  chooseColumns: "Columns",
  columnChoices: "Visible columns",
  moveColumnUp: "Move {name} up",
  moveColumnDown: "Move {name} down",
  // Command palette and keyboard shortcuts
  paletteTitle: "Command palette",
  paletteInput: "Go to a screen, find a record or run a command",
  palettePlaceholder: "Screen, order number, product, barcode, customer, email or code",
  paletteCommands: "Commands",
  paletteScreens: "Go to",
  paletteOrders: "Orders",
  paletteProducts: "Products",
  paletteCustomers: "Customers",
  paletteDiscounts: "Discounts",
  paletteSearching: "Searching…",
  paletteResults: "{count} results",
  paletteResults_one: "1 result",
  paletteNothing: "Nothing matches “{text}”",
  paletteSearchFailed: "{kind} could not be searched",
  shortcutsTitle: "Keyboard shortcuts",
  shortcutsKeys: "Keys",
  shortcutsAction: "What they do",
  shortcutOpenPalette: "Open the command palette",
  shortcutShowShortcuts: "Show this list of shortcuts (outside a text field)",
  shortcutMove: "Move through the palette's results",
  shortcutChoose: "Open or run the highlighted result",
  shortcutClose: "Close the palette or this list",
  // issue 33 undo: what pressing Undo on a delete's notice says
  undoRestored: "Restored {name}",
  undoFailed: "Could not undo the delete of {name}",
  // issue 33 conflict: the review of a stale save (ui/ConflictReview.tsx) and the "changed" notice (ui/useFreshRecord.tsx)
  conflictTitle: "Changed elsewhere while you edited",
  conflictIntro:
    "Someone saved this record after you opened it. Your values are kept: choose, field by field, what to save.",
  conflictNothingDiffers: "Your values and the server's are the same; saving keeps them.",
  conflictField: "Field",
  conflictTheirs: "On the server now",
  conflictMine: "What you typed",
  conflictChoice: "Keep",
  conflictKeepMine: "Keep mine",
  conflictTakeTheirs: "Take theirs",
  conflictKeepAllMine: "Keep all mine",
  conflictTakeAllTheirs: "Take all theirs",
  conflictBackToForm: "Back to the form",
  conflictSave: "Save merged values",
  conflictEmpty: "(empty)",
  changedElsewhere: "Changed elsewhere",
  changedBy: "Changed by {actor} {when}",
  reviewChanges: "Review changes",
  conflictYes: "Yes",
  conflictNo: "No",
};

/**
 * core's areaMessages, registering these texts first: a used import, so no bundler drops it as a
 * module without side effects (package.json "sideEffects").
 */
export const areaMessages: typeof coreAreaMessages = (name, area, translations) => {
  registerScreenTexts();
  return coreAreaMessages(name, area, translations);
};

function registerScreenTexts() {
  screenMessages(screenEnglish, [() => import("./screenMessages.fr"), () => import("./screenMessages.de")]);
}

/**
 * core's t for the shared parts (ui/) that show these texts: registers them first, so a part
 * rendered before any area's catalogue (a host's own use, a test) never shows a bare key.
 */
export const t: typeof coreT = (key, values) => {
  registerScreenTexts();
  return coreT(key, values);
};
