import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import styled from "styled-components";
import { Button } from "./Button";
import { tokens } from "./tokens";

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 9000;
  background: rgba(16, 24, 40, 0.45);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
`;

const Panel = styled.div`
  background: ${tokens.surface};
  color: ${tokens.text};
  border-radius: 12px;
  padding: 24px;
  width: min(440px, 100%);
  box-shadow: 0 20px 48px rgba(16, 24, 40, 0.3);
  font-family: ${tokens.font};
  h2 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  p {
    margin: 0 0 20px;
    color: ${tokens.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  /** While the confirmed action runs the confirm button shows a spinner. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation, rendered in place (so it works inside a shadow root): focus moves in
 * and stays in (Tab cycles), Escape cancels, and focus returns to where it was.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = "Confirm",
  cancelLabel = "Cancel",
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    if (!open) return;
    const root = panel.current?.getRootNode() as Document | ShadowRoot | undefined;
    const previous = (root?.activeElement ?? document.activeElement) as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = Array.from(panel.current?.querySelectorAll<HTMLElement>("button:not([disabled])") ?? []);
    if (focusable.length === 0) return;
    const root = panel.current!.getRootNode() as Document | ShadowRoot;
    const index = focusable.indexOf(root.activeElement as HTMLElement);
    const next = event.shiftKey
      ? index <= 0
        ? focusable.length - 1
        : index - 1
      : index === focusable.length - 1
        ? 0
        : index + 1;
    event.preventDefault();
    focusable[next].focus();
  };

  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && !busy && onCancel()}>
      <Panel
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        <p id={messageId}>{message}</p>
        <Actions>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={danger ? "danger" : "primary"} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}
