import { useSyncExternalStore } from "react";

/**
 * Whether the page shows a sign-in of its own (`<shop-sign-in>` or `<SignIn>`): then the other
 * elements show a short signed-out state pointing to it instead of each its own form.
 */
let forms: HTMLElement[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Registers a mounted sign-in view; returns the function that removes it. */
export function registerSignInView(element: HTMLElement): () => void {
  forms = [...forms, element];
  changed();
  return () => {
    forms = forms.filter((form) => form !== element);
    changed();
  };
}

export function useSignInViewPresent(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => forms.length > 0,
    // Server rendering: no view has mounted yet.
    () => false,
  );
}

/** Brings the page's sign-in form into view and puts the cursor in its first field. */
export function goToSignInView(): void {
  const view = forms[0];
  if (!view) return;
  view.scrollIntoView({ block: "center" });
  // The form's code loads when it is first shown, so its fields may not be there yet: try again
  // briefly until they are.
  const focusFirstField = (triesLeft: number) => {
    const field = view.querySelector<HTMLElement>("input");
    if (field) field.focus();
    else if (triesLeft > 0) setTimeout(() => focusFirstField(triesLeft - 1), 50);
  };
  focusFirstField(60);
}
