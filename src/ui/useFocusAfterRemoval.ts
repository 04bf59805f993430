import { useEffect, type RefObject } from "react";

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), [tabindex="0"]';
/** How long a replacement waits for an open dialog (the one that removed the item) to close. */
const DIALOG_WAIT_MS = 4_000;

function activeIn(root: Document | ShadowRoot): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Nothing useful holds focus: the page body, or an element that has left the page. */
function focusLost(root: Document | ShadowRoot) {
  const active = activeIn(root);
  return !active || active === document.body || !active.isConnected;
}

/** The screen's heading around `box` (made focusable), for when a list has no item left. */
export function screenHeadingOf(box: HTMLElement): HTMLElement | null {
  const scope = box.closest('[part="content"], main') ?? (box.getRootNode() as Document | ShadowRoot);
  const heading = scope.querySelector<HTMLElement>("h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  return heading;
}

/**
 * Keeps keyboard focus in a list (table rows, cards) when the item holding it goes away: deleted,
 * or filtered out by a status change. Focus then moves to the same control of the item now at
 * its place (or the last item), or to the screen's heading when none is left, as soon as focus
 * is free: at once, or after the confirmation dialog that did it has closed. `items` selects the
 * list's items inside `box` (e.g. "tbody > tr[data-row-key]", ":scope > li").
 */
export function useFocusAfterRemoval(box: RefObject<HTMLElement | null>, items: string) {
  useEffect(() => {
    const container = box.current;
    if (!container) return;
    const root = container.getRootNode() as Document | ShadowRoot;
    let remembered: { item: Element; index: number; control: number } | null = null;
    let waiting: number | undefined;

    const itemsNow = () => Array.from(container.querySelectorAll(items));
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const item = itemsNow().find((candidate) => candidate.contains(target));
      if (!item) return;
      const controls = Array.from(item.querySelectorAll(FOCUSABLE));
      remembered = { item, index: itemsNow().indexOf(item), control: Math.max(0, controls.indexOf(target)) };
    };

    const target = (memory: { index: number; control: number }) => {
      const list = itemsNow();
      if (list.length === 0) return screenHeadingOf(container);
      const item = list[Math.min(memory.index, list.length - 1)];
      const controls = item.querySelectorAll<HTMLElement>(FOCUSABLE);
      return controls[Math.min(memory.control, controls.length - 1)] ?? null;
    };

    const observer = new MutationObserver(() => {
      const memory = remembered;
      if (!memory || memory.item.isConnected) return;
      remembered = null;
      const attempt = () => {
        if (root.querySelector('[aria-modal="true"]')) return false;
        if (focusLost(root)) target(memory)?.focus();
        return true;
      };
      window.clearInterval(waiting);
      if (attempt()) return;
      const started = performance.now();
      waiting = window.setInterval(() => {
        if (attempt() || performance.now() - started > DIALOG_WAIT_MS) window.clearInterval(waiting);
      }, 50);
    });
    container.addEventListener("focusin", onFocusIn);
    observer.observe(container, { childList: true, subtree: true });
    return () => {
      container.removeEventListener("focusin", onFocusIn);
      observer.disconnect();
      window.clearInterval(waiting);
    };
  }, [box, items]);
}
