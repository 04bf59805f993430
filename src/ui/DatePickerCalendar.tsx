import { useRef, type RefObject } from "react";
import ReactDatePicker from "react-datepicker";
import datepickerCss from "react-datepicker/dist/react-datepicker.css";
import { useFocusHandover } from "./focusHandover";
import { cspNonce } from "./styleContainer";

export interface DatePickerCalendarProps {
  id: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  minDate?: Date;
  maxDate?: Date;
  invalid: boolean;
  /** Whether the operator was already in the stand-in box: the calendar then takes the focus and opens. */
  focusedEarly?: RefObject<boolean>;
}

/**
 * react-datepicker with its stylesheet, in its own chunk (the library, date-fns and floating-ui
 * weigh about 40 KB gzip): DatePicker loads it after the form has painted. The stylesheet is
 * rendered beside it as a <style> so it also applies inside a shadow root.
 */
export function DatePickerCalendar({
  id,
  value,
  onChange,
  minDate,
  maxDate,
  invalid,
  focusedEarly,
}: DatePickerCalendarProps) {
  const picker = useRef<ReactDatePicker>(null);
  useFocusHandover(focusedEarly, () => {
    picker.current?.setFocus();
    picker.current?.setOpen(true);
  });
  return (
    <>
      <style nonce={cspNonce()}>{datepickerCss}</style>
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
        ariaInvalid={invalid ? "true" : undefined}
        ref={picker}
      />
    </>
  );
}
