import { useId, useRef, type ReactNode } from "react";
import styled from "styled-components";
import { Button } from "./Button";
import { tokens } from "./tokens";
import { DialogBackdrop, useDialogFocus } from "./dialog";

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

  const onKeyDown = useDialogFocus(open, panel, {
    onEscape: () => {
      if (!busy) onCancel();
    },
    focusable: "button:not([disabled])",
  });
  if (!open) return null;

  return (
    <DialogBackdrop onMouseDown={(event) => event.target === event.currentTarget && !busy && onCancel()}>
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
    </DialogBackdrop>
  );
}
