import styled from "styled-components";
import { MoneyField, moneyError } from "../../ui/MoneyField";
import { Checkbox, TextField } from "../../ui/TextField";
import { DatePicker } from "../../ui/DatePicker";
import { NativeSelect } from "../../ui/NativeSelect";
import { tokens } from "../../ui/tokens";
import { parsePercentage, type Audience, type DiscountField, type DiscountFormValues } from "./discountForm";
import { t } from "./messages";
import { todayIso } from "./schedule";

/** What every field part gets: the values, the errors as text, and a setter. */
export interface FormApi {
  values: DiscountFormValues;
  errors: Partial<Record<DiscountField, string>>;
  set: (patch: Partial<DiscountFormValues>) => void;
}

export const Fieldset = styled.fieldset`
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  margin: 0 0 16px;
  padding: 12px 16px 4px;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

export const RadioRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin-bottom: 12px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 24px;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 16px;
`;

/** Percentage or fixed amount, exactly one: the choice decides which is sent, the other is null. */
export function ValueFields({ form }: { form: FormApi }) {
  const { values, errors, set } = form;
  return (
    <Fieldset>
      <legend>{t("valueLegend")}</legend>
      <RadioRow>
        {(["percentage", "fixed"] as const).map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name="value-kind"
              checked={values.valueKind === kind}
              onChange={() => set({ valueKind: kind })}
            />
            {t(kind === "percentage" ? "percentageOption" : "fixedOption")}
          </label>
        ))}
      </RadioRow>
      {values.valueKind === "percentage" ? (
        <TextField
          label={t("percentageLabel")}
          inputMode="decimal"
          value={values.value}
          onChange={(event) => set({ value: event.target.value })}
          // "12,5%" is said at once, not only when saving.
          error={
            errors.value ??
            (values.value.trim() && Number.isNaN(parsePercentage(values.value)) ? t("percentageNotANumber") : undefined)
          }
        />
      ) : (
        <MoneyField
          label={t("amountLabel")}
          value={values.value}
          onChange={(event) => set({ value: event.target.value })}
          error={moneyFieldError(values.value, errors.value)}
        />
      )}
    </Fieldset>
  );
}

/** A money field's error: its own reading of the text says best why text is not an amount; then the form's check. */
const moneyFieldError = (text: string, formError: string | undefined) => (moneyError(text) ? null : formError);

export function MinOrderField({ form, optional }: { form: FormApi; optional?: boolean }) {
  return (
    <MoneyField
      label={optional ? t("minOrderOptional") : t("minOrderLabel")}
      value={form.values.minOrder}
      onChange={(event) => form.set({ minOrder: event.target.value })}
      error={moneyFieldError(form.values.minOrder, form.errors.minOrder)}
    />
  );
}

/** The optional limit on uses per customer: off sends null. */
export function UsesLimitFields({ form }: { form: FormApi }) {
  const { values, errors, set } = form;
  return (
    <div style={{ marginBottom: 14 }}>
      <Checkbox
        label={t("limitUsesLabel")}
        checked={values.limitUses}
        onChange={(event) => set({ limitUses: event.target.checked })}
      />
      {values.limitUses ? (
        <div style={{ marginTop: 10 }}>
          <TextField
            label={t("usesLabel")}
            inputMode="numeric"
            value={values.usesPerCustomer}
            onChange={(event) => set({ usesPerCustomer: event.target.value })}
            error={errors.usesPerCustomer}
          />
        </div>
      ) : null}
    </div>
  );
}

const AUDIENCES: Audience[] = ["B2B", "B2C", "BOTH"];

const toDate = (iso: string | null) => {
  if (!iso) return null;
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(year, month - 1, day);
};

/** Business type and the two dates (shown day/month/year), which every kind has. */
export function AudienceAndDates({ form }: { form: FormApi }) {
  const { values, errors, set } = form;
  return (
    <>
      <NativeSelect
        label={t("businessTypeLabel")}
        placeholder={t("selectType")}
        options={AUDIENCES.map((value) => ({ value, label: value }))}
        value={values.userType}
        onChange={(userType) => set({ userType })}
        error={errors.userType}
      />
      <Row>
        <DatePicker
          label={t("startDateLabel")}
          value={toDate(values.start)}
          onChange={(date) => set({ start: date ? todayIso(date) : null })}
          error={errors.start}
        />
        <DatePicker
          label={t("endDateLabel")}
          value={toDate(values.end)}
          minDate={toDate(values.start) ?? undefined}
          onChange={(date) => set({ end: date ? todayIso(date) : null })}
          error={errors.end}
        />
      </Row>
    </>
  );
}
