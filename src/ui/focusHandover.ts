import { useEffect, type RefObject } from "react";

/** Whether nothing else has the focus now (the page, or a shadow host whose focused box just left). */
function focusIsFree(): boolean {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return !active || active === document.body || active.shadowRoot !== null;
}

/**
 * A lazily loaded widget replaces the stand-in box shown while its code loaded. When the operator
 * had already gone into that box (`focusedEarly`) and has not moved on since, the widget takes the
 * focus over (`takeFocus`), so a click or a Tab during loading is not lost. Checked after the
 * widget is on screen, not when it first renders: React may hold a ready widget back briefly.
 */
export function useFocusHandover(focusedEarly: RefObject<boolean> | undefined, takeFocus: () => void): void {
  useEffect(() => {
    if (focusedEarly?.current && focusIsFree()) takeFocus();
    // Once, when the widget has replaced the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
