import { areaMessages } from "../../core/messages";

/** The sign-in dialog's texts, loaded with the dialog (setMessages overrides them like any other). */
const english = {
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

/** The dialog's English texts, the shape its translations (messages.fr.ts, messages.de.ts) follow. */
export type AuthEnglish = typeof english;

// Types only: tells core's setMessages the `auth.*` keys without core importing this area.
declare module "../../core/messages" {
  interface AreaCatalogues {
    auth: AuthEnglish;
  }
}

export const sessionT = areaMessages("auth", english);
