/**
 * After a refused submit (the browser's check or the server's), moves focus to the first field
 * marked invalid (or, for a missing image, to the file input), so keyboard and screen-reader
 * users land on what needs fixing. Two frames: after React has shown the message and marked the
 * field, also when the refusal came back from the server.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const target = form?.querySelector<HTMLElement>(
        '[aria-invalid="true"], fieldset[aria-describedby] input[type="file"]',
      );
      target?.focus();
    }),
  );
}
