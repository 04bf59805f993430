import { useId } from "react";
import ReactDatePicker from "react-datepicker";
import datepickerCss from "react-datepicker/dist/react-datepicker.css";
import { cspNonce } from "./styleContainer";
import { FieldWrapper, Label } from "./TextField";

/**
 * A labelled date picker showing dd/MM/yyyy. Its stylesheet is rendered beside it as a <style>
 * so it also applies inside a shadow root (a document-level stylesheet would not).
 */
export function DatePicker({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  error,
}: {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  minDate?: Date;
  maxDate?: Date;
  error?: string | null;
}) {
  const id = useId();
  return (
    <FieldWrapper>
      <style nonce={cspNonce()}>{datepickerCss}</style>
      <Label htmlFor={id}>{label}</Label>
      <ReactDatePicker
        id={id}
        selected={value}
        onChange={(date: Date | null) => onChange(date)}
        dateFormat="dd/MM/yyyy"
        placeholderText="dd/mm/yyyy"
        minDate={minDate}
        maxDate={maxDate}
        showYearDropdown={maxDate !== undefined}
        dropdownMode="select"
        ariaInvalid={error ? "true" : undefined}
      />
      {error ? <p style={{ margin: 0, color: "var(--shop-danger, #b42318)", fontSize: 13 }}>{error}</p> : null}
    </FieldWrapper>
  );
}
