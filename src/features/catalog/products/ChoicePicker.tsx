import { useRef, useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import { t } from "../messages";
import { NativeSelect } from "../../../ui/NativeSelect";
import { FieldError } from "../../../ui/TextField";
import { tokens } from "../../../ui/tokens";
import { addOnce } from "./productValidation";

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 4px 2px 10px;
    border-radius: 999px;
    background: ${tokens.primarySoft};
    font-size: 14px;
  }
  button {
    border: 0;
    background: transparent;
    cursor: pointer;
    font-size: 16px;
    line-height: 1;
    padding: 4px 6px;
    border-radius: 50%;
    color: ${tokens.text};
  }
  button:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

const Box = styled.div<{ $invalid: boolean }>`
  margin-bottom: 14px;
  padding: ${(p) => (p.$invalid ? "6px" : "0")};
  border: ${(p) => (p.$invalid ? `1px solid ${tokens.danger}` : "0")};
  border-radius: ${tokens.radius};
`;

/** Keys with which a closed native select changes its value as it moves (Chromium fires change for each). */
const BROWSING_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

/**
 * Several choices from a list (colours, tags, nicotine strengths): pick one to add it; a choice
 * already made is not offered again and adding it twice is ignored; each chip can be removed.
 * Arrow keys only move through the options (each used to add one); Enter adds the one shown.
 */
export function ChoicePicker({
  label,
  addLabel,
  options,
  chosen,
  onChange,
  required = false,
  invalid = false,
  loadFailed = false,
}: {
  label: string;
  addLabel: string;
  options: { value: number; label: string }[];
  chosen: number[];
  onChange: (ids: number[]) => void;
  required?: boolean;
  invalid?: boolean;
  loadFailed?: boolean;
}) {
  const names = new Map(options.map((option) => [option.value, option.label]));
  // The option the keyboard moved to, not yet added; and whether the key now down is such a move.
  const [browsed, setBrowsed] = useState<number | null>(null);
  const browsing = useRef(false);
  const add = (id: number) => {
    setBrowsed(null);
    onChange(addOnce(chosen, id));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.target instanceof HTMLSelectElement)) return;
    browsing.current = BROWSING_KEYS.has(event.key);
    if (event.key === "Enter" && browsed !== null) {
      // Enter adds the option shown instead of submitting the form.
      event.preventDefault();
      add(browsed);
    }
  };
  return (
    <Box
      $invalid={invalid}
      data-choices={label}
      onKeyDownCapture={onKeyDown}
      onKeyUpCapture={() => (browsing.current = false)}
      onBlur={() => setBrowsed(null)}
    >
      <NativeSelect<number>
        label={`${label}${required ? " *" : ""}`}
        placeholder={loadFailed ? t("errorFetchingOptions") : addLabel}
        options={options.filter((option) => !chosen.includes(option.value))}
        value={browsed}
        onChange={(id) => {
          if (id === null) setBrowsed(null);
          else if (browsing.current) setBrowsed(id);
          else add(id);
        }}
      />
      {chosen.length ? (
        <Chips aria-label={label}>
          {chosen.map((id) => {
            const name = names.get(id) ?? `#${id}`;
            return (
              <li key={id}>
                {name}
                <button
                  type="button"
                  aria-label={t("removeChoice", { name })}
                  onClick={() => onChange(chosen.filter((other) => other !== id))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </Chips>
      ) : (
        <p style={{ margin: "6px 0 0", fontSize: 13, color: tokens.muted }}>{t("nothingChosen")}</p>
      )}
      {loadFailed ? <FieldError>{t("errorFetchingOptions")}</FieldError> : null}
    </Box>
  );
}
