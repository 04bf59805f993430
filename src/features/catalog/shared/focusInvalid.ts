/**
 * After a refused submit, moves focus to the first field marked invalid (or, for a missing
 * image, to the file input), so keyboard and screen-reader users land on what needs fixing.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const target = form?.querySelector<HTMLElement>(
      '[aria-invalid="true"], fieldset[aria-describedby] input[type="file"]',
    );
    target?.focus();
  });
}
