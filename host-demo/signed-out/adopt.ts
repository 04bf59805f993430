/**
 * The live back-office takes over from the prerendered signed-out page (see ./boot.ts): it
 * renders into its own, hidden, container; as soon as that holds the sign-in form (or the app has
 * gone on to another page, for a stored session) and no press on the page is under way, the two
 * are swapped in one task, so nothing flickers and the page never shows two forms. What the
 * operator did on the prerendered form comes along: the typed fields, the password shown, the
 * focus and caret, an Enter pressed to send it and a link followed.
 */
export function adoptPrerendered(prerendered: HTMLElement, live: HTMLElement): void {
  const ready = () => {
    const signInShown = live.querySelector("form")?.querySelector('input[name="email"]');
    // A press still under way would lose its click if its control went now (boot.ts marks it).
    return (Boolean(signInShown) || location.pathname !== "/") && prerendered.dataset.pressing === undefined;
  };
  const takeOver = () => {
    const form = live.querySelector("form");
    const focused = prerendered.contains(document.activeElement) ? document.activeElement : null;
    const focusedControl = form ? twinIn(form, prerendered, focused) : null;
    if (form) {
      for (const typed of prerendered.querySelectorAll("input")) {
        const field = form.elements.namedItem(typed.name);
        if (!(field instanceof HTMLInputElement)) continue;
        // Shown or hidden as the operator left it: the live toggle beside the field, clicked.
        if (typed.type !== field.type) field.parentElement?.querySelector<HTMLElement>("button[aria-pressed]")?.click();
        if (!typed.value) continue;
        // The native setter and an input event: how a controlled React field learns a value.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, typed.value);
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }
    const sendRequested = prerendered.dataset.submit === "pending";
    const follow = prerendered.dataset.follow;
    document.getElementById("signed-out-style")?.remove();
    prerendered.remove();
    live.hidden = false;
    if (focusedControl) {
      focusedControl.focus();
      // Text and password fields have a caret; other controls have none to carry.
      if (
        focused instanceof HTMLInputElement &&
        focusedControl instanceof HTMLInputElement &&
        focused.selectionStart !== null &&
        focusedControl.selectionStart !== null
      ) {
        focusedControl.setSelectionRange(
          focused.selectionStart,
          focused.selectionEnd,
          focused.selectionDirection ?? undefined,
        );
      }
    }
    // After React has rendered the fields' new values (their input events update its state).
    if (sendRequested && form) setTimeout(() => form.requestSubmit());
    // The live screen's own link: the router follows it inside the page.
    const link = follow ? [...live.querySelectorAll("a")].find((a) => a.pathname + a.search === follow) : undefined;
    if (link) link.click();
    else if (follow) location.assign(follow);
  };
  if (ready()) return takeOver();
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    takeOver();
  });
  observer.observe(live, { childList: true, subtree: true });
  observer.observe(prerendered, { attributes: true, attributeFilter: ["data-pressing"] });
}

const CONTROLS = "input, button, a[href], select, textarea";

/**
 * The live form's control that stands where `focused` stood on the prerendered page: a field by
 * its name, any other control (Show, the recovery link, LOGIN) by its place among the controls,
 * both screens being rendered by the same component.
 */
function twinIn(form: HTMLFormElement, prerendered: HTMLElement, focused: Element | null): HTMLElement | null {
  if (focused instanceof HTMLInputElement) {
    const field = form.elements.namedItem(focused.name);
    return field instanceof HTMLInputElement ? field : null;
  }
  const prerenderedForm = prerendered.querySelector("form");
  if (!focused || !prerenderedForm?.contains(focused)) return null;
  const place = [...prerenderedForm.querySelectorAll(CONTROLS)].indexOf(focused);
  const twin = form.querySelectorAll<HTMLElement>(CONTROLS)[place];
  return twin?.tagName === focused.tagName ? twin : null;
}
