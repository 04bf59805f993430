/**
 * The live back-office takes over from the prerendered signed-out page (see ./boot.ts): it
 * renders into its own, hidden, container; as soon as that holds the sign-in form (or the app has
 * gone on to another page, for a stored session) the two are swapped in one task, so nothing
 * flickers and the page never shows two forms. What the operator did on the prerendered form
 * comes along: the typed fields, the focus and caret, an Enter pressed to send it and a link
 * followed.
 */
export function adoptPrerendered(prerendered: HTMLElement, live: HTMLElement): void {
  const takeOver = () => {
    const form = live.querySelector("form");
    const signInShown = form?.querySelector('input[name="email"]');
    if (!signInShown && location.pathname === "/") return false;
    const focused = prerendered.contains(document.activeElement) ? document.activeElement : null;
    if (form) {
      for (const typed of prerendered.querySelectorAll("input")) {
        const field = form.elements.namedItem(typed.name);
        if (!typed.value || !(field instanceof HTMLInputElement)) continue;
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
    if (focused instanceof HTMLInputElement && form) {
      const field = form.elements.namedItem(focused.name);
      if (field instanceof HTMLInputElement) {
        field.focus();
        // Text and password fields have a caret; other input types have none to carry.
        if (focused.selectionStart !== null && field.selectionStart !== null) {
          field.setSelectionRange(
            focused.selectionStart,
            focused.selectionEnd,
            focused.selectionDirection ?? undefined,
          );
        }
      }
    }
    // After React has rendered the fields' new values (their input events update its state).
    if (sendRequested && form) setTimeout(() => form.requestSubmit());
    // The live screen's own link: the router follows it inside the page.
    const link = follow ? [...live.querySelectorAll("a")].find((a) => a.pathname + a.search === follow) : undefined;
    if (link) link.click();
    else if (follow) location.assign(follow);
    return true;
  };
  if (takeOver()) return;
  const observer = new MutationObserver(() => {
    if (takeOver()) observer.disconnect();
  });
  observer.observe(live, { childList: true, subtree: true });
}
