import { useId, useRef, type ReactNode } from "react";
import styled from "styled-components";
import { tokens } from "./tokens";
import { DialogBackdrop, useDialogFocus } from "./dialog";

const Panel = styled.div`
  position: relative;
  background: ${tokens.surface};
  color: ${tokens.text};
  border-radius: 12px;
  padding: 24px;
  width: min(760px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  box-shadow: 0 20px 48px rgba(16, 24, 40, 0.3);
  font-family: ${tokens.font};
  h2 {
    margin: 0 40px 12px 0;
    font-size: 20px;
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  width: 36px;
  height: 36px;
  border: 1px solid ${tokens.border};
  border-radius: 50%;
  background: ${tokens.surface};
  color: ${tokens.text};
  font-size: 20px;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog for content (ConfirmDialog is for yes/no questions): rendered in place so it
 * works inside a shadow root, focus moves to the close button and stays inside (Tab cycles),
 * Escape and a click on the backdrop close it, and focus returns to where it was.
 */
export function Modal({
  open,
  title,
  onClose,
  closeLabel = "Close",
  children,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  closeLabel?: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const onKeyDown = useDialogFocus(open, panel, { onEscape: onClose, focusable: FOCUSABLE });
  if (!open) return null;

  return (
    <DialogBackdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <CloseButton type="button" aria-label={closeLabel} onClick={onClose} data-autofocus>
          ×
        </CloseButton>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Panel>
    </DialogBackdrop>
  );
}
