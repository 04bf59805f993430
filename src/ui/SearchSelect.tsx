import { useId, useRef, type ComponentType } from "react";
import { lazyPart } from "./lazyPart";
import type { SelectOption } from "./Select";
import type { SearchSelectControlProps } from "./SearchSelectControl";
import { Label } from "./TextField";
import { tokens } from "./tokens";

export type SearchSelectProps<Value extends string | number> = Omit<SearchSelectControlProps<Value>, "inputId">;

// react-select and emotion (about 27 KB gzip) load in their own chunk once a form shows a picker,
// so the form paints without waiting for them.
const Control = lazyPart(() =>
  import("./SearchSelectControl").then(
    (m) => m.SearchSelectControl as ComponentType<SearchSelectControlProps<string | number>>,
  ),
);

/**
 * A labelled picker that asks the server as the operator types (react-select), so a picker over
 * 100,000 products never loads the whole catalogue. Until its code has loaded, the same box shows
 * the chosen option (or the placeholder), so nothing moves when the picker takes over.
 */
export function SearchSelect<Value extends string | number>({
  label,
  loadOptions,
  onChange,
  ...rest
}: SearchSelectProps<Value>) {
  const inputId = useId();
  // An operator who reached the box before the picker arrived keeps their place in it.
  const focusedEarly = useRef(false);
  const loading = (
    <input
      id={inputId}
      type="text"
      readOnly
      onFocus={() => (focusedEarly.current = true)}

      value={rest.value?.label ?? ""}
      placeholder={rest.placeholder}
      aria-invalid={rest["aria-invalid"]}
      aria-describedby={rest["aria-describedby"]}
      style={{
        width: "100%",
        boxSizing: "border-box",
        minHeight: 40,
        padding: "2px 10px",
        border: `1px solid ${tokens.border}`,
        borderRadius: 4,
        font: "inherit",
      }}
    />
  );
  return (
    <div style={{ minWidth: 220 }}>
      <Label htmlFor={inputId}>{label}</Label>
      <Control
        fallback={loading}
        {...rest}
        inputId={inputId}
        focusedEarly={focusedEarly}
        label={label}
        loadOptions={loadOptions}
        onChange={(option) => onChange(option as SelectOption<Value> | null)}
      />
    </div>
  );
}
