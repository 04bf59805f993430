import { useContext, useInsertionEffect, useRef, type RefObject } from "react";
import ReactDatePicker from "react-datepicker";
import datepickerCss from "react-datepicker/dist/react-datepicker.css";
import { useFocusHandover } from "./focusHandover";
import { adoptSheet } from "./adoptedStyles";
import { cspNonce, StyleContainerContext } from "./styleContainer";

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
 * weigh about 40 KB gzip): DatePicker loads it after the form has painted. Inside an element its
 * stylesheet is a constructed sheet the shadow root adopts (built once per page, no nonce needed);
 * elsewhere a <style> with the page's nonce beside the calendar.
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
  const root = useContext(StyleContainerContext);
  useInsertionEffect(() => {
    if (root) adoptSheet(root, "datepicker", datepickerCss);
  }, [root]);
  useFocusHandover(focusedEarly, () => {
    picker.current?.setFocus();
    picker.current?.setOpen(true);
  });
  return (
    <>
      {root ? null : <style nonce={cspNonce()}>{datepickerCss}</style>}
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
