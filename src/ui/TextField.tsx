import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import styled from "styled-components";
import { tokens } from "./tokens";

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 14px;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 14px;
  color: ${tokens.text};
`;

export const inputStyles = `
  width: 100%;
  box-sizing: border-box;
  min-height: 40px;
  padding: 8px 12px;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  font: inherit;
  color: ${tokens.text};
  background: ${tokens.surface};
  &:focus { outline: none; border-color: ${tokens.primary}; box-shadow: ${tokens.focus}; }
  &[aria-invalid="true"] { border-color: ${tokens.danger}; }
`;

export const Input = styled.input`
  ${inputStyles}
`;
const Area = styled.textarea`
  ${inputStyles}
  min-height: 96px;
  resize: vertical;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${tokens.danger};
  font-size: 13px;
`;

interface FieldChrome {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Rendered after the input (e.g. a Show/Hide button). */
  adornment?: ReactNode;
}

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: stretch;
`;

/** A labelled input with its error wired to aria-invalid and aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  adornment,
  id,
  ...input
}: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(" ");
  return (
    <FieldWrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <Row>
        <Input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {adornment}
      </Row>
      {hint ? <small id={`${inputId}-hint`}>{hint}</small> : null}
      {error ? <FieldError id={`${inputId}-error`}>{error}</FieldError> : null}
    </FieldWrapper>
  );
}

export function TextArea({ label, error, id, ...input }: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldWrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <Area
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...input}
      />
      {error ? <FieldError id={`${inputId}-error`}>{error}</FieldError> : null}
    </FieldWrapper>
  );
}

export function Checkbox({ label, ...input }: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Label style={{ display: "inline-flex", alignItems: "center", gap: 8, fontWeight: 500 }}>
      <input type="checkbox" {...input} />
      {label}
    </Label>
  );
}
