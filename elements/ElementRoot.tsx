import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { StyleSheetManager } from "styled-components";
import { StyleContainerContext } from "../src/ui/styleContainer";

/**
 * Finds the element's shadow root and sends every style there: styled-components through
 * StyleSheetManager, and react-select's emotion through ui/Select, which reads the container
 * from StyleContainerContext (so emotion stays out of the first load).
 * Nothing renders until the root is known, so no style lands in document.head.
 */
export function ElementRoot({ children }: { children: ReactNode }) {
  const probe = useRef<HTMLSpanElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const root = probe.current?.getRootNode() as ShadowRoot | Document;
    const container = document.createElement("div");
    container.setAttribute("data-shop-styles", "");
    const parent = root instanceof ShadowRoot ? root : document.head;
    parent.prepend(container);
    setContainer(container);
    return () => container.remove();
  }, []);

  if (!container) return <span ref={probe} hidden />;
  return (
    <StyleSheetManager target={container}>
      <StyleContainerContext.Provider value={container}>{children}</StyleContainerContext.Provider>
    </StyleSheetManager>
  );
}
