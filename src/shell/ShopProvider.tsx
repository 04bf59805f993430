import type { ReactNode } from "react";
import { Provider } from "react-redux";
import styled from "styled-components";
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

/** The one store, the notices and the base styles: what every component and element renders inside. */
export function ShopProvider({ children }: { children: ReactNode }) {
  return (
    <Provider store={shopStore}>
      <Root data-shop-root="">
        {children}
        <NoticeCenter />
      </Root>
    </Provider>
  );
}
