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

/**
 * A labelled native <select>: for forms whose chunk should stay small (react-select adds ~24 KB
 * gzip) and for short lists where typing to search is not needed. The empty choice is the
 * placeholder; `value` null selects it.
 */
export function NativeSelect<Value extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
  disabled,
  error,
}: {
  label: string;
  options: { value: Value; label: string }[];
  value: Value | null;
  onChange: (value: Value | null) => void;
  placeholder: string;
  disabled?: boolean;
  error?: string | null;
}) {
  const id = useId();
  return (
    <FieldWrapper>
      <Label htmlFor={id}>{label}</Label>
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
        <option value="">{placeholder}</option>
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
