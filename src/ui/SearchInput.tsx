import { useId } from "react";
import styled from "styled-components";
import { t } from "../core/screenMessages";
import { inputStyles } from "./TextField";
import { tokens } from "./tokens";
import { VisuallyHidden } from "./VisuallyHidden";

const Wrapper = styled.div`
  position: relative;
  min-width: 220px;
  flex: 1;
  max-width: 360px;
`;

const Input = styled.input`
  ${inputStyles}
  padding-right: 36px;
`;

const Clear = styled.button`
  position: absolute;
  right: 4px;
  top: 50%;
  transform: translateY(-50%);
  border: 0;
  background: transparent;
  color: ${tokens.muted};
  font-size: 18px;
  cursor: pointer;
  padding: 4px 8px;
  border-radius: 4px;
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

/** A labelled search box with a clear button. */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
  clearLabel = t("clearSearch"),
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  clearLabel?: string;
}) {
  const id = useId();
  return (
    <Wrapper>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder ?? label}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <Clear type="button" aria-label={clearLabel} onClick={() => onChange("")}>
          ×
        </Clear>
      ) : null}
    </Wrapper>
  );
}
