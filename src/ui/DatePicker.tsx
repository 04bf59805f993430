import { useId, useRef } from "react";
import styled from "styled-components";
import { datePattern, formatDate } from "../core/format";
import { t } from "../core/screenMessages";
import { lazyPart } from "./lazyPart";
import { FieldWrapper, inputStyles, Label } from "./TextField";

const Calendar = lazyPart(() => import("./DatePickerCalendar").then((m) => m.DatePickerCalendar));

/** The field looks like every other text field (TextField's border, height, font and focus ring). */
const Box = styled.div`
  .react-datepicker-wrapper,
  .react-datepicker__input-container {
    display: block !important;
    width: 100%;
  }
  input {
    ${inputStyles}
  }
`;

const LETTERS = { day: "dayLetters", month: "monthLetters", year: "yearLetters" } as const;

/** "dd/mm/yyyy" in the locale's order, separator and letters ("jj/mm/aaaa", "TT.MM.JJJJ"). */
function placeholderOf(): string {
  const { parts, separator } = datePattern();
  return parts.map((part) => t(LETTERS[part])).join(separator);
}

/**
 * A labelled date picker showing and reading dates as the locale writes them (dd/MM/yyyy in en-IE,
 * the spec's; dd.MM.yyyy in de-DE). The form paints at once with the date as text in the
 * same box; react-datepicker (DatePickerCalendar, its own chunk) takes the box over when it has
 * loaded, a moment later, so a form never waits for the calendar's code.
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
  /** The latest day that can be chosen (a date of birth: today); also offers a year drop-down. */
  maxDate?: Date;
  error?: string | null;
}) {
  const id = useId();
  // An operator who reached the box before the calendar arrived keeps their place in it.
  const focusedEarly = useRef(false);
  const placeholder = placeholderOf();
  // The same markup react-datepicker renders around its input, so nothing moves when it takes over.
  const loading = (
    <div className="react-datepicker-wrapper" style={{ padding: 0, border: 0 }}>
      <div className="react-datepicker__input-container" style={{ position: "relative" }}>
        <input
          id={id}
          type="text"
          readOnly
          onFocus={() => (focusedEarly.current = true)}

          value={value ? formatDate(value) : ""}
          placeholder={placeholder}
          aria-invalid={error ? "true" : undefined}
        />
      </div>
    </div>
  );
  return (
    <FieldWrapper>
      <Label htmlFor={id}>{label}</Label>
      <Box>
        <Calendar
          fallback={loading}
          id={id}
          value={value}
          onChange={onChange}
          minDate={minDate}
          maxDate={maxDate}
          invalid={Boolean(error)}
          placeholder={placeholder}
          focusedEarly={focusedEarly}
        />
      </Box>
      {error ? <p style={{ margin: 0, color: "var(--shop-danger, #b42318)", fontSize: 13 }}>{error}</p> : null}
    </FieldWrapper>
  );
}
