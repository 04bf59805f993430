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

/**
 * Several choices from a list (colours, tags, nicotine strengths): pick one to add it; a choice
 * already made is not offered again and adding it twice is ignored; each chip can be removed.
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
  return (
    <Box $invalid={invalid} data-choices={label}>
      <NativeSelect<number>
        label={`${label}${required ? " *" : ""}`}
        placeholder={loadFailed ? t("errorFetchingOptions") : addLabel}
        options={options.filter((option) => !chosen.includes(option.value))}
        value={null}
        onChange={(id) => id !== null && onChange(addOnce(chosen, id))}
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
