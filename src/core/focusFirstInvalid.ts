/**
 * After a refused submit (the browser's check or the server's), moves focus to the first field
 * marked invalid (or, for a missing image, to the file input), so keyboard and screen-reader
 * users land on what needs fixing. Two frames: after React has shown the message and marked the
 * field, also when the refusal came back from the server. Not when the user has gone into another
 * field of the form meanwhile: typing there takes its message away, and focus would jump on.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const root = form?.getRootNode() as Document | ShadowRoot | undefined;
  const focused = root?.activeElement;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const now = root?.activeElement;
      if (now !== focused && now && form?.contains(now) && now.matches("input, textarea, select")) return;
      const target = form?.querySelector<HTMLElement>(
        '[aria-invalid="true"], fieldset[aria-describedby] input[type="file"]',
      );
      target?.focus();
    }),
  );
}
