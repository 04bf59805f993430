import { useId, type InputHTMLAttributes } from "react";
import styled from "styled-components";
import { getConfig } from "../core/config";
import { formatEuro } from "../core/format";
import type { MessageKey } from "../core/messages";
import { t } from "../core/screenMessages";
import { MAX_AMOUNT_EUROS, readMoney, type MoneyProblem, type MoneyReading } from "../core/money";
import { FieldError, FieldWrapper, Input, Label } from "./TextField";
import { tokens } from "./tokens";

const Stored = styled.small`
  color: ${tokens.muted};
`;

const PROBLEM_MESSAGE: Record<MoneyProblem, MessageKey> = {
  notANumber: "moneyNotANumber",
  negative: "moneyNegative",
  ambiguous: "moneyAmbiguous",
  tooManyDecimals: "moneyTooManyDecimals",
  tooLarge: "moneyTooLarge",
};

/** Reads what the operator typed in a money field, in the shop's locale. */
export function readMoneyText(text: string, locale = getConfig().locale): MoneyReading {
  return readMoney(text, locale);
}

/** The message for money text that cannot be stored, or null when it reads as one amount (or is empty). */
export function moneyError(text: string, locale = getConfig().locale): string | null {
  if (!text.trim()) return null;
  const reading = readMoney(text, locale);
  return reading.ok
    ? null
    : t(PROBLEM_MESSAGE[reading.problem], { example: formatEuro(13.9), limit: formatEuro(MAX_AMOUNT_EUROS) });
}

export type MoneyFieldProps = { label: string; value: string; error?: string | null } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "type"
>;

/**
 * Every amount in euros (prices, B2B prices, discount amounts, minimum order, shipping): the
 * operator types it as they write money ("13,90", "1 390,50", "1,390.50"); the field says what
 * will be stored ("Saved as €13.90") or, for text that is not exactly one amount, why — before
 * anything is sent. The form keeps the text and reads it with readMoneyText at submit, so a
 * comma never multiplies a price.
 */
export function MoneyField({ label, value, error, id, ...input }: MoneyFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const locale = getConfig().locale;
  const reading = value.trim() ? readMoney(value, locale) : null;
  const problem = error ?? (reading && !reading.ok ? moneyError(value, locale) : null);
  const stored = reading?.ok ? t("moneyStoredAs", { amount: formatEuro(reading.amount) }) : null;
  return (
    <FieldWrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-error` : stored ? `${inputId}-stored` : undefined}
        {...input}
      />
      {problem ? (
        <FieldError id={`${inputId}-error`}>{problem}</FieldError>
      ) : stored ? (
        <Stored id={`${inputId}-stored`} aria-live="polite">
          {stored}
        </Stored>
      ) : null}
    </FieldWrapper>
  );
}
