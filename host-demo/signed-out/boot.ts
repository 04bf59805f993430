/**
 * The script of the signed-out page (/ without a session cookie; see scripts/build-host.mjs).
 * The page arrives as the sign-in screen's HTML, so it shows at the first paint. The back-office's
 * scripts download meanwhile (the page preloads them) but run only when the operator first acts
 * on the page (a pointer, a key, focus), or at once when this browser holds a session: until then
 * the page needs none of them, and its main thread stays free.
 * host-demo/signed-out/adopt.ts then swaps the prerendered screen for the live one.
 */
import { readStoredSession } from "../../src/core/auth/persistence";
import { loadFailureNotice } from "../boot/loadFailure";
import type { ToggleWords } from "./render";

const page = document.getElementById("signed-out");
const mainUrl = page?.dataset.main;
const FIRST_INPUT = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/** Set once the back-office's script could not be loaded: links then open as plain links. */
let failed = false;

function start() {
  FIRST_INPUT.forEach((type) => removeEventListener(type, start, true));
  if (mainUrl) import(mainUrl).catch(showLoadFailure);
}

/** The scripts did not come (offline, a deploy in between): say so where the operator looks, with a way on. */
function showLoadFailure() {
  if (!page || failed) return;
  failed = true;
  page.querySelector("form")?.prepend(...loadFailureNotice());
  if (page.dataset.follow) location.assign(page.dataset.follow);
}

/** Shows or hides the prerendered password as the live toggle does; the take-over carries the state. */
function togglePassword(toggle: Element, words: ToggleWords) {
  const field = toggle.parentElement?.querySelector("input");
  if (!field) return;
  const shown = field.type === "password";
  field.type = shown ? "text" : "password";
  toggle.setAttribute("aria-pressed", String(shown));
  toggle.setAttribute("aria-label", shown ? words.hidePassword : words.showPassword);
  toggle.textContent = shown ? words.hide : words.show;
}

/**
 * A press (pointer or key) on the prerendered page is marked until it has ended and its click,
 * if any, has been handled: the take-over waits for it (./adopt.ts), so the control pressed is
 * still there when the press ends and its click is never lost to the swap.
 */
function markPresses(target: HTMLElement) {
  const begin = (event: Event) => {
    if (event.target instanceof Node && target.contains(event.target)) target.dataset.pressing = "";
  };
  // After the events of the press's end: its click is dispatched before this task runs.
  const end = () => setTimeout(() => delete target.dataset.pressing);
  addEventListener("pointerdown", begin, true);
  addEventListener("keydown", begin, true);
  for (const type of ["pointerup", "pointercancel", "keyup"]) addEventListener(type, end, true);
  // The window losing focus ends a press whose end this page will not see (a field's blur does not).
  addEventListener("blur", (event) => event.target === window && end());
}

if (page && mainUrl) {
  const toggleWords = JSON.parse(page.dataset.toggleWords ?? "null") as ToggleWords | null;
  markPresses(page);
  // What the operator asks for before the scripts have taken over is done by the live screen:
  // Enter in a field sends the live form once it has taken the fields in.
  page.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && event.target instanceof HTMLInputElement) page.dataset.submit = "pending";
  });
  page.addEventListener("submit", (event) => event.preventDefault());
  // A link followed before then: the live screen follows it, inside the page (no reload).
  page.addEventListener("click", (event) => {
    // Show/Hide works at once, in the page itself.
    const toggle = event.target instanceof Element ? event.target.closest("button[aria-pressed]") : null;
    if (toggle && toggleWords) return togglePassword(toggle, toggleWords);
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (failed || !link || modified || link.origin !== location.origin) return;
    event.preventDefault();
    page.dataset.follow = link.pathname + link.search;
  });
  // A session stored by an earlier visit, read as the back-office reads it.
  if (readStoredSession().userStatus) start();
  else FIRST_INPUT.forEach((type) => addEventListener(type, start, { capture: true, passive: true }));
}
