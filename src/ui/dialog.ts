import { useEffect, type KeyboardEvent, type RefObject } from "react";
import styled from "styled-components";

/** The dimmed layer under every modal (Modal, ConfirmDialog), centring its panel. */
export const DialogBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 9000;
  background: rgba(16, 24, 40, 0.45);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
`;

/**
 * Focus goes back to what opened the dialog if it is still on the page. If the action removed it
 * (a Confirm button that the new status no longer offers), focus goes to the first control left
 * in the opener's `[data-focus-return]` group, else to that group's heading. With neither, it is
 * left alone (a list whose row went away moves focus itself: see useFocusAfterRemoval).
 */
function returnFocus(previous: HTMLElement | null, group: HTMLElement | null) {
  if (previous?.isConnected) previous.focus();
  if (!group) return;
  // The change may land a moment after the dialog closed (the opener goes away then): watch a
  // little while, and move focus on if it was left on nothing.
  const root = group.getRootNode() as Document | ShadowRoot;
  const started = performance.now();
  const check = () => {
    const active = root.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (lost && group.isConnected) {
      focusGroupFallback(group);
      return true;
    }
    return !lost && active !== previous;
  };
  if (check()) return;
  const timer = window.setInterval(() => {
    if (check() || performance.now() - started > RETURN_WATCH_MS) window.clearInterval(timer);
  }, 50);
}

const RETURN_WATCH_MS = 2_000;

function focusGroupFallback(group: HTMLElement) {
  const control = group.querySelector<HTMLElement>("button:not([disabled]), a[href]");
  const heading = group.querySelector<HTMLElement>("h1, h2");
  if (control) control.focus();
  else if (heading) {
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus();
  }
}

/**
 * The focus rules of a modal dialog rendered in place (so it works inside a shadow root): on
 * open, focus moves to the panel's `[data-autofocus]` element; Tab and Shift+Tab cycle through
 * `focusable` inside the panel; Escape calls `onEscape`; on close, focus returns to where it was (see returnFocus).
 * Returns the panel's keydown handler.
 */
export function useDialogFocus(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  { onEscape, focusable }: { onEscape: () => void; focusable: string },
) {
  useEffect(() => {
    if (!open) return;
    const root = panel.current?.getRootNode() as Document | ShadowRoot | undefined;
    const previous = (root?.activeElement ?? document.activeElement) as HTMLElement | null;
    const group = previous?.closest<HTMLElement>("[data-focus-return]") ?? null;
    panel.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => returnFocus(previous, group);
  }, [open, panel]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== "Tab") return;
    const elements = Array.from(panel.current?.querySelectorAll<HTMLElement>(focusable) ?? []);
    if (elements.length === 0) return;
    const root = panel.current!.getRootNode() as Document | ShadowRoot;
    const index = elements.indexOf(root.activeElement as HTMLElement);
    const next = event.shiftKey
      ? index <= 0
        ? elements.length - 1
        : index - 1
      : index === elements.length - 1
        ? 0
        : index + 1;
    event.preventDefault();
    elements[next].focus();
  };
}
