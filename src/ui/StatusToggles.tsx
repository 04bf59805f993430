import type { ReactNode } from "react";
import styled from "styled-components";
import { tokens } from "./tokens";

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  overflow: hidden;
  background: ${tokens.surface};
  button {
    border: 0;
    border-right: 1px solid ${tokens.border};
    background: transparent;
    color: ${tokens.text};
    font: inherit;
    font-size: 13px;
    font-weight: 600;
    padding: 9px 12px;
    cursor: pointer;
  }
  button:last-child {
    border-right: 0;
  }
  button[aria-pressed="true"] {
    background: ${tokens.primary};
    color: ${tokens.primaryText};
  }
  button:focus-visible {
    outline: none;
    box-shadow: inset ${tokens.focus};
  }
`;

/** A count inside a toggle ("Pending 12"), in lighter figures of equal width. */
export const ToggleCount = styled.span`
  margin-left: 6px;
  font-weight: 400;
  font-variant-numeric: tabular-nums;
`;

export interface ToggleOption<Value extends string | number> {
  /** `null` is the "All" option: no filter. */
  value: Value | null;
  label: ReactNode;
}

export interface StatusTogglesProps<Value extends string | number> {
  /** The group's accessible name ("Order status filter"). */
  label: string;
  options: ToggleOption<Value>[];
  value: Value | null;
  onChange: (value: Value | null) => void;
}

/** A list filter as toggle buttons, one pressed at a time (order status, business type, rating). */
export function StatusToggles<Value extends string | number>({
  label,
  options,
  value,
  onChange,
}: StatusTogglesProps<Value>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value ?? "all"}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </Group>
  );
}
