import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { StyleSheetManager } from "styled-components";
import { adoptSheet, styledComponentsSheet } from "../src/ui/adoptedStyles";
import { StyleContainerContext } from "../src/ui/styleContainer";

/**
 * Finds the element's shadow root and styles it with constructed sheets it adopts, so a portal's
 * CSP needs no nonce and no 'unsafe-inline': styled-components through StyleSheetManager's
 * `sheet`, react-select's emotion and the date picker's stylesheet through ui/Select and
 * ui/DatePickerCalendar, which read the root from StyleContainerContext (so they stay out of the
 * first load). Nothing renders until the root is known, so no style lands in document.head.
 */
export function ElementRoot({ children }: { children: ReactNode }) {
  const probe = useRef<HTMLSpanElement>(null);
  const [root, setRoot] = useState<ShadowRoot | Document | null>(null);

  useLayoutEffect(() => {
    const node = probe.current?.getRootNode();
    if (node instanceof ShadowRoot) adoptSheet(node, "styled");
    setRoot(node instanceof ShadowRoot ? node : document);
  }, []);

  if (!root) return <span ref={probe} hidden />;
  // Not in a shadow root: styles go to document.head as <style> elements with the page's nonce.
  if (!(root instanceof ShadowRoot)) return children;
  return (
    <StyleSheetManager sheet={styledComponentsSheet()}>
      <StyleContainerContext.Provider value={root}>{children}</StyleContainerContext.Provider>
    </StyleSheetManager>
  );
}
