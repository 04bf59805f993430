import { useId } from "react";
import styled from "styled-components";
import { FieldError, FieldWrapper, inputStyles, Label } from "./TextField";

const StyledSelect = styled.select`
  ${inputStyles}
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/**
 * A labelled native <select>: for forms whose chunk should stay small (react-select adds ~24 KB
 * gzip) and for lists where the browser's own type-ahead is enough. The empty choice is the
 * placeholder; `value` null selects it. Without a placeholder there is no empty choice.
 * `hideLabel` keeps the label for screen readers only (toolbars of filters).
 */
export function NativeSelect<Value extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
  disabled,
  error,
  hideLabel = false,
}: {
  label: string;
  options: { value: Value; label: string }[];
  value: Value | null;
  onChange: (value: Value | null) => void;
  placeholder?: string;
  disabled?: boolean;
  error?: string | null;
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <FieldWrapper style={hideLabel ? { marginBottom: 0, minWidth: 160 } : undefined}>
      <Label htmlFor={id} style={hideLabel ? visuallyHidden : undefined}>
        {label}
      </Label>
      <StyledSelect
        id={id}
        value={value === null ? "" : String(value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          onChange(chosen ? chosen.value : null);
        }}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </FieldWrapper>
  );
}
