import { useContext, useInsertionEffect, useMemo, useRef, type ReactNode, type RefObject } from "react";
import ReactDatePicker from "react-datepicker";
import datepickerCss from "react-datepicker/dist/react-datepicker.css";
import { getConfig } from "../core/config";
import { datePattern } from "../core/format";
import { calendarLocale } from "./calendarLocale";
import { useFocusHandover } from "./focusHandover";
import { adoptSheet } from "./adoptedStyles";
import { cspNonce, StyleContainerContext } from "./styleContainer";
import { TopLayer } from "./TopLayer";

export interface DatePickerCalendarProps {
  id: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  minDate?: Date;
  maxDate?: Date;
  invalid: boolean;
  /** The placeholder in the locale's letters and order ("dd/mm/yyyy", "jj/mm/aaaa", "TT.MM.JJJJ"). */
  placeholder: string;
  /** Whether the operator was already in the stand-in box: the calendar then takes the focus and opens. */
  focusedEarly?: RefObject<boolean>;
}

/** The calendar's popup in the top layer (see TopLayer): react-datepicker renders this around it, also while closed. */
function CalendarLayer({ children }: { children?: ReactNode }) {
  return <TopLayer open={Boolean(children)}>{children}</TopLayer>;
}

// Below the field, or above it only when there is no room below (flip); never over the field itself.
const POPPER_PROPS = { strategy: "fixed" } as const;

/**
 * react-datepicker with its stylesheet, in its own chunk (the library, date-fns and floating-ui
 * weigh about 40 KB gzip): DatePicker loads it after the form has painted. Inside an element its
 * stylesheet is a constructed sheet the shadow root adopts (built once per page, no nonce needed);
 * elsewhere a <style> with the page's nonce beside the calendar. The popup sits in the top layer,
 * placed against the viewport, so a portal's transform, scroll box or header cannot misplace or
 * cover it; the week starts on the locale's first day and month and day names follow the locale
 * (calendarLocale: the browser's names, no date-fns locale bundled).
 */
export function DatePickerCalendar({
  id,
  value,
  onChange,
  minDate,
  maxDate,
  invalid,
  placeholder,
  focusedEarly,
}: DatePickerCalendarProps) {
  const picker = useRef<ReactDatePicker>(null);
  const root = useContext(StyleContainerContext);
  const tag = getConfig().locale;
  const locale = useMemo(() => calendarLocale(tag), [tag]);
  const format = useMemo(() => datePattern(tag).format, [tag]);
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
        dateFormat={format}
        placeholderText={placeholder}
        minDate={minDate}
        maxDate={maxDate}
        showYearDropdown={maxDate !== undefined}
        dropdownMode="select"
        locale={locale}
        calendarStartDay={locale.options?.weekStartsOn}
        popperPlacement="bottom-start"
        popperProps={POPPER_PROPS}
        popperContainer={CalendarLayer}
        ariaInvalid={invalid ? "true" : undefined}
        ref={picker}
      />
    </>
  );
}
