/**
 * Where the notice stack stands in the viewport, read from the surface's box: below the surface's
 * own header, never above `--shop-notices-top`, at the bottom when it would cover the focused field.
 */

/** The height the surface's own header takes at its top (notices never cover it). */
function headerOffset(surface: HTMLElement | null): number {
  const header = surface?.querySelector('[part~="header"]');
  if (!surface || !header) return 0;
  return Math.max(0, header.getBoundingClientRect().bottom - surface.getBoundingClientRect().top);
}

const FIELD = "input, textarea, select, [contenteditable], [role='combobox']";

/** Whether the stack covers the field that has focus in its tree. */
export function coversFocusedField(stack: HTMLElement): boolean {
  const root = stack.getRootNode() as Document | ShadowRoot;
  const field = root.activeElement;
  if (!(field instanceof HTMLElement) || !field.matches(FIELD)) return false;
  const a = stack.getBoundingClientRect();
  const b = field.getBoundingClientRect();
  return a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Where the stack goes: top right of the surface's visible box, below its header, never above `--shop-notices-top`. */
export function place(stack: HTMLElement, anchor: HTMLElement, bottom: boolean) {
  const box = anchor.getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth || window.innerWidth;
  const viewportHeight = document.documentElement.clientHeight || window.innerHeight;
  stack.style.right = `${Math.max(16, viewportWidth - box.right + 16)}px`;
  if (bottom) {
    // At the viewport's bottom: a short surface's own bottom may lie under the host's header.
    stack.style.top = "auto";
    stack.style.bottom = "var(--shop-notices-bottom, 16px)";
  } else {
    // Kept in the viewport when the surface starts further down the page.
    const top = Math.min(box.top + 16 + headerOffset(anchor.parentElement), viewportHeight - stack.offsetHeight - 16);
    stack.style.bottom = "auto";
    stack.style.top = `max(var(--shop-notices-top, 16px), ${Math.round(top)}px)`;
  }
}

/** Into the top layer (React has no prop for it), or back on top of it when something opened above. */
export function raise(stack: HTMLElement) {
  if (typeof stack.showPopover !== "function") return;
  const root = stack.getRootNode() as Document | ShadowRoot;
  if (stack.matches(":popover-open")) {
    // Hiding it would drop the focus of an operator inside it.
    if (stack.contains(root.activeElement)) return;
    stack.hidePopover();
  }
  stack.showPopover();
}
