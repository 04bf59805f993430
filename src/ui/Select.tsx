import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { useContext, useId, type ReactNode } from "react";
import ReactSelect, { type SingleValue } from "react-select";
import { cspNonce, StyleContainerContext } from "./styleContainer";
import { Label } from "./TextField";

// One emotion cache per element's style container (and one for document.head), made when its
// first select renders. Each carries the page's CSP nonce, so its <style> passes the host's CSP.
const caches = new WeakMap<HTMLElement, EmotionCache>();
let documentCache: EmotionCache | undefined;

/** Inside an element, react-select's styles go to the element's shadow root, not document.head. */
export function EmotionScope({ children }: { children: ReactNode }) {
  const container = useContext(StyleContainerContext);
  let cache = container ? caches.get(container) : documentCache;
  if (!cache) {
    cache = container
      ? createCache({ key: "shop", container, prepend: true, nonce: cspNonce() })
      : createCache({ key: "shop", nonce: cspNonce() });
    if (container) caches.set(container, cache);
    else documentCache = cache;
  }
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}

export interface SelectOption<Value extends string | number> {
  value: Value;
  label: string;
}

/**
 * A labelled react-select. Its menu renders in place (no portal) so it stays inside a shadow
 * root; inside an element its emotion styles go to the shadow root (EmotionScope).
 */
export function Select<Value extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
  isClearable = false,
  hideLabel = false,
  isDisabled,
}: {
  label: string;
  options: SelectOption<Value>[];
  value: Value | null;
  onChange: (value: Value | null) => void;
  placeholder?: string;
  isClearable?: boolean;
  hideLabel?: boolean;
  isDisabled?: boolean;
}) {
  const inputId = useId();
  return (
    <EmotionScope>
      <div style={{ minWidth: 180 }}>
        <Label
          htmlFor={inputId}
          style={
            hideLabel
              ? { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }
              : undefined
          }
        >
          {label}
        </Label>
        <ReactSelect<SelectOption<Value>, false>
          inputId={inputId}
          aria-label={label}
          options={options}
          value={options.find((option) => option.value === value) ?? null}
          onChange={(option: SingleValue<SelectOption<Value>>) => onChange(option ? option.value : null)}
          placeholder={placeholder}
          isClearable={isClearable}
          isDisabled={isDisabled}
          menuPlacement="auto"
          styles={{ control: (base) => ({ ...base, minHeight: 40 }), menu: (base) => ({ ...base, zIndex: 60 }) }}
        />
      </div>
    </EmotionScope>
  );
}
