import styled from "styled-components";
import { tokens } from "../../ui/tokens";
import { statusName } from "./messages";

const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
  input {
    appearance: none;
    width: 40px;
    height: 22px;
    border-radius: 11px;
    background: ${tokens.border};
    position: relative;
    margin: 0;
    cursor: pointer;
    transition: background 0.15s;
  }
  input::after {
    content: "";
    position: absolute;
    top: 3px;
    left: 3px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
    transition: transform 0.15s;
  }
  input:checked {
    background: ${tokens.success};
  }
  input:checked::after {
    transform: translateX(18px);
  }
  input:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
  input[aria-disabled="true"] {
    opacity: 0.6;
    cursor: progress;
  }
`;

/**
 * An ACTIVE/INACTIVE switch (a checkbox with role switch) named by `label`. While its change is
 * saved it is aria-disabled, not disabled: a disabled control drops keyboard focus to <body>.
 */
export function StatusSwitch({
  label,
  status,
  saving,
  onToggle,
}: {
  label: string;
  status: string;
  saving: boolean;
  onToggle: () => void;
}) {
  return (
    <Switch>
      <input
        type="checkbox"
        role="switch"
        aria-label={label}
        checked={status === "ACTIVE"}
        aria-disabled={saving || undefined}
        onChange={() => {
          if (!saving) onToggle();
        }}
      />
      <span aria-hidden="true">{statusName(status)}</span>
    </Switch>
  );
}
