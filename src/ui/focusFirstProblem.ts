const CONTROL = "input, select, textarea, button, [role='combobox'], [tabindex]";

/** Whether an operator can put focus there (shown, enabled). */
function focusable(element: HTMLElement): boolean {
  if ((element as HTMLInputElement).disabled || element.closest("[hidden], [inert]")) return false;
  return element.getClientRects().length > 0;
}

/**
 * After a submit the form refused (its own checks or the server's), focus goes to what needs
 * fixing instead of staying on the button or falling to <body>: the first field marked
 * `aria-invalid="true"`, else the form's error message (`[role="alert"]`, made focusable), else
 * `fallback`. It waits for the next frame, so errors set in the same handler have been rendered.
 * Returns a promise of what got focus (null: nothing did), for callers and tests.
 *
 *   setErrors(found); if (hasErrors) return focusFirstProblem(formRef.current);
 *   catch (error) { setFormError(messageOf(error, t("failed"))); focusFirstProblem(formRef.current); }
 */
export function focusFirstProblem(
  form: HTMLElement | null,
  fallback?: HTMLElement | null,
): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      if (!form?.isConnected) return resolve(null);
      const invalid = Array.from(form.querySelectorAll<HTMLElement>('[aria-invalid="true"]'))
        .map((element) => (element.matches(CONTROL) ? element : element.querySelector<HTMLElement>(CONTROL)))
        .find((element): element is HTMLElement => element !== null && focusable(element));
      const message = form.querySelector<HTMLElement>('[role="alert"]');
      const target = invalid ?? (message && focusable(message) ? message : (fallback ?? null));
      if (target === message && message && !message.hasAttribute("tabindex")) message.setAttribute("tabindex", "-1");
      target?.focus();
      resolve(target);
    });
  });
}
