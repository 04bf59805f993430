import type { ReactNode } from "react";
import { Provider } from "react-redux";
import styled, { StyleSheetManager } from "styled-components";
import { NoticeCenter } from "../core/notify";
import { shopStore } from "../core/store";
import { tokens } from "../ui/tokens";

/** Base styles scoped to the component's own wrapper (never html/body: it may live in a shadow root). */
const Root = styled.div`
  font-family: ${tokens.font};
  color: ${tokens.text};
  font-size: 15px;
  line-height: 1.5;
  box-sizing: border-box;
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  a {
    color: ${tokens.primary};
  }
  :focus-visible {
    outline: 2px solid ${tokens.primary};
    outline-offset: 2px;
  }
`;

/**
 * Every prop but the transient ones ($name, never forwarded) reaches the element, as
 * styled-components does by default; said explicitly so that `part` (the regions' shadow part
 * names, a real attribute its development check does not know) passes without a warning. Style
 * props are transient; React itself still warns about a prop no element takes.
 */
export const forwardProp = () => true;

/** The one store, the notices and the base styles: what every component and element renders inside. */
export function ShopProvider({ children }: { children: ReactNode }) {
  return (
    <Provider store={shopStore}>
      <StyleSheetManager shouldForwardProp={forwardProp}>
        <Root data-shop-root="">
          {children}
          <NoticeCenter />
        </Root>
      </StyleSheetManager>
    </Provider>
  );
}
