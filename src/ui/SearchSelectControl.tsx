import { useEffect, useMemo, useRef, type RefObject } from "react";
import AsyncSelect from "react-select/async";
import type { GroupBase, SelectInstance, SingleValue, StylesConfig } from "react-select";
import { useFocusHandover } from "./focusHandover";
import { EmotionScope, selectStyles, useTopLayerMenu, type SelectOption } from "./Select";

/** How long typing must pause before the server is asked (one request per pause, not per key). */
const SEARCH_PAUSE_MS = 250;

export interface SearchSelectControlProps<Value extends string | number> {
  /** The id its label points to. */
  inputId: string;
  /** Whether the operator was already in the stand-in box: the picker then takes the focus. */
  focusedEarly?: RefObject<boolean>;
  label: string;
  /** Asks the server for the options matching the typed text (an empty text: the first few). */
  loadOptions: (text: string) => Promise<SelectOption<Value>[]>;
  /** The chosen option (value and label), or null; the label is shown without asking the server. */
  value: SelectOption<Value> | null;
  onChange: (option: SelectOption<Value> | null) => void;
  placeholder?: string;
  isClearable?: boolean;
  isDisabled?: boolean;
  /** Shown when the server found nothing for the typed text. */
  noOptionsText?: (text: string) => string;
  /** Id of the element describing the field (its error message). */
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  /**
   * Changing this key forgets the options already loaded (e.g. when the kind of target changes
   * from product to brand, the same text must ask again).
   */
  cacheKey?: string;
}

/**
 * The react-select behind SearchSelect (its own chunk, with react-select and emotion). Typing is
 * debounced; an answer to an older text is dropped by react-select itself. Like Select, its menu
 * renders in the top layer and its styles go to the element's shadow root.
 */
export function SearchSelectControl<Value extends string | number>({
  inputId,
  focusedEarly,
  label,
  loadOptions,
  value,
  onChange,
  placeholder,
  isClearable = false,
  isDisabled,
  noOptionsText,
  cacheKey,
  ...aria
}: SearchSelectControlProps<Value>) {
  const select = useRef<SelectInstance<SelectOption<Value>, false, GroupBase<SelectOption<Value>>>>(null);
  useFocusHandover(focusedEarly, () => select.current?.focus());
  const { layer, menuProps } = useTopLayerMenu();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const debouncedLoad = useMemo(
    () => (text: string) =>
      new Promise<SelectOption<Value>[]>((resolve, reject) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => loadOptions(text.trim()).then(resolve, reject), SEARCH_PAUSE_MS);
      }),
    [loadOptions],
  );
  return (
    <EmotionScope>
      <>
        <AsyncSelect<SelectOption<Value>, false>
          key={cacheKey}
          inputId={inputId}
          ref={select}
          aria-label={label}
          aria-describedby={aria["aria-describedby"]}
          aria-invalid={aria["aria-invalid"]}
          cacheOptions
          defaultOptions
          loadOptions={debouncedLoad}
          value={value}
          onChange={(option: SingleValue<SelectOption<Value>>) => onChange(option ?? null)}
          placeholder={placeholder}
          isClearable={isClearable}
          isDisabled={isDisabled}
          noOptionsMessage={({ inputValue }) => (noOptionsText ? noOptionsText(inputValue) : "No match")}
          {...menuProps}
          styles={selectStyles as StylesConfig<SelectOption<Value>, false>}
        />
        {layer}
      </>
    </EmotionScope>
  );
}
