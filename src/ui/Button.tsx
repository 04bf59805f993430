import type { ButtonHTMLAttributes, ReactNode } from "react";
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
  return (
    <StyledButton $variant={variant} type={type} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy ? <Spinner /> : null}
      {children}
    </StyledButton>
  );
}
