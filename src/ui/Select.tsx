import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { useContext, useId, useInsertionEffect, useState, type ReactNode } from "react";
import ReactSelect, { type GroupBase, type SingleValue, type StylesConfig } from "react-select";
import { adoptSheet, pageSheet } from "./adoptedStyles";
import { cspNonce, StyleContainerContext } from "./styleContainer";
import { Label } from "./TextField";
import { TopLayer } from "./TopLayer";

// Two emotion caches, each made when its first select renders: one for the elements' shadow
// roots, writing into the page's constructed sheet that each root adopts (no <style>, so no
// nonce needed), and one for document.head, whose <style> carries the page's CSP nonce.
let shadowCache: EmotionCache | undefined;
let documentCache: EmotionCache | undefined;

function emotionCache(inShadowRoot: boolean): EmotionCache {
  if (!inShadowRoot) return (documentCache ??= createCache({ key: "shop", nonce: cspNonce() }));
  if (!shadowCache) {
    // Its own key: emotion takes <style data-emotion="shop …"> tags in the page as already inserted.
    shadowCache = createCache({ key: "shop-el" });
    const sheet = pageSheet("emotion");
    // Emotion's cache writes every rule through `sheet.insert`: sent to the constructed sheet instead.
    shadowCache.sheet.insert = (rule) => {
      try {
        sheet.insertRule(rule, sheet.cssRules.length);
      } catch {
        // A rule this browser rejects (another engine's prefix) is skipped, as emotion does.
      }
    };
  }
  return shadowCache;
}

/** Inside an element, react-select's styles reach the element's shadow root, not document.head. */
export function EmotionScope({ children }: { children: ReactNode }) {
  const root = useContext(StyleContainerContext);
  // Before any layout effect reads a style (emotion inserts its rules in the same phase).
  useInsertionEffect(() => {
    if (root) adoptSheet(root, "emotion");
  }, [root]);
  return <CacheProvider value={emotionCache(root !== null)}>{children}</CacheProvider>;
}

export interface SelectOption<Value extends string | number> {
  value: Value;
  label: string;
}

/** The pickers' look: a control as tall as the text fields; the menu takes pointer events in its layer. */
export const selectStyles: StylesConfig<
  SelectOption<string | number>,
  false,
  GroupBase<SelectOption<string | number>>
> = {
  control: (base) => ({ ...base, minHeight: 40 }),
  menu: (base) => ({ ...base, zIndex: 60 }),
  menuPortal: (base) => ({ ...base, zIndex: 60, pointerEvents: "auto" }),
};

/**
 * A react-select's menu in the top layer (see TopLayer), placed `fixed` from the control's box in
 * the viewport: a portal's transform, scroll box or z-indexed header cannot misplace or cover it.
 * The layer sits beside the select, inside the same shadow root, so emotion's styles reach it.
 * Returns the layer to render and the props for the react-select.
 */
export function useTopLayerMenu() {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  return {
    layer: <TopLayer ref={setHost} open={open} />,
    menuProps: {
      menuPortalTarget: host,
      menuPosition: "fixed" as const,
      menuPlacement: "auto" as const,
      onMenuOpen: () => setOpen(true),
      onMenuClose: () => setOpen(false),
    },
  };
}

/**
 * A labelled react-select. Its menu renders in the top layer (useTopLayerMenu), still inside the
 * shadow root; inside an element its emotion styles go to the shadow root (EmotionScope).
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
  const { layer, menuProps } = useTopLayerMenu();
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
          {...menuProps}
          styles={selectStyles as StylesConfig<SelectOption<Value>, false>}
        />
        {layer}
      </div>
    </EmotionScope>
  );
}
