import { useId, useRef, useState, type KeyboardEvent } from "react";
import { t } from "../core/messages";

/**
 * A navigation list folded behind a button on narrow screens (the sidebar, the settings menu):
 * the button's and the list's attributes, Escape closing it with focus back on the button, and
 * `close` for an entry chosen.
 */
export function useFold() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return {
    open,
    close: () => setOpen(false),
    onKeyDown,
    buttonProps: {
      ref: button,
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": listId,
      onClick: () => setOpen((value) => !value),
    },
    listProps: { id: listId, "data-open": open },
  };
}

/** The fold button's words: ☰ Menu, or ✕ Close menu. */
export function FoldLabel({ open }: { open: boolean }) {
  return (
    <>
      <span aria-hidden="true">{open ? "✕" : "☰"}</span>
      {open ? t("closeMenu") : t("openMenu")}
    </>
  );
}
