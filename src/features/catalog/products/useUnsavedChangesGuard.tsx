import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { t } from "../messages";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";

/**
 * Guards a form with unsaved changes: leaving by a link, the back arrow or the
 * browser's back is held and asks Stay / Leave; closing or reloading the tab gets the browser's
 * own warning. `leaveFreely()` lets the next navigation through (after a successful save).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={t("unsavedChangesTitle")}
      message={t("unsavedChangesText")}
      confirmLabel={t("leave")}
      cancelLabel={t("stay")}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );

  return {
    dialog,
    leaveFreely: () => {
      allowed.current = true;
    },
  };
}
