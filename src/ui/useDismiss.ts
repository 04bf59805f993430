import { useEffect, type RefObject } from "react";

/**
 * Calls `onDismiss` on Escape or on a pointer press outside `ref`. Uses composedPath() so it
 * also works inside a shadow root (where event.target is retargeted to the host element).
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, onDismiss: () => void) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (ref.current && !event.composedPath().includes(ref.current)) onDismiss();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss();
    };
    document.addEventListener("pointerdown", onPointer, true);
    document.addEventListener("keydown", onKey, true);
    return () => {
      document.removeEventListener("pointerdown", onPointer, true);
      document.removeEventListener("keydown", onKey, true);
    };
  }, [ref, open, onDismiss]);
}
