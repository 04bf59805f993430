import { useLayoutEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import styled, { css } from "styled-components";
import { Spinner } from "./Spinner";
import { tokens } from "./tokens";

type Variant = "primary" | "secondary" | "danger" | "ghost";

const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`
    background: ${tokens.primary};
    color: ${tokens.primaryText};
    border-color: ${tokens.primary};
  `,
  secondary: css`
    background: ${tokens.surface};
    color: ${tokens.text};
    border-color: ${tokens.border};
  `,
  danger: css`
    background: ${tokens.danger};
    color: #fff;
    border-color: ${tokens.danger};
  `,
  ghost: css`
    background: transparent;
    color: ${tokens.primary};
    border-color: transparent;
  `,
};

const StyledButton = styled.button<{ $variant: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 38px;
  padding: 0 16px;
  border: 1px solid;
  border-radius: ${tokens.radius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${(p) => variants[p.$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
  busy?: boolean;
  children: ReactNode;
}

export function Button({
  variant = "primary",
  busy = false,
  disabled,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useFocusBackAfterBusy(button, busy);
  return (
    <StyledButton
      ref={button}
      $variant={variant}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
      onClick={(event) => {
        refocus.pressed(event.currentTarget);
        rest.onClick?.(event);
      }}
    >
      {busy ? <Spinner /> : null}
      {children}
    </StyledButton>
  );
}

/**
 * A busy button is disabled, and the browser then drops its focus to the page: after a failed
 * save the keyboard operator would start again from the top. When the button had focus as it
 * became busy, focus returns to it once the action ends, unless something else took it meanwhile
 * (the invalid field, a dialog) or the button is gone.
 */
function useFocusBackAfterBusy(button: { current: HTMLButtonElement | null }, busy: boolean) {
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const element = button.current;
    if (!element) return;
    if (busy) return;
    if (!hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if ((active === null || active === document.body) && !element.disabled) element.focus();
  }, [busy, button]);
  return {
    /** Called as the operator presses it (before it turns busy): was it the focused control? */
    pressed(element: HTMLButtonElement) {
      const root = element.getRootNode() as Document | ShadowRoot;
      hadFocus.current = root.activeElement === element;
    },
  };
}
