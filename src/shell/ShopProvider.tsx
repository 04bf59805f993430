import { Suspense, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import { Provider } from "react-redux";
import styled, { StyleSheetManager } from "styled-components";
import { useTranslationsReady } from "../core/messages";
import { currentSurface, NoticeRoutingContext, subscribeSurfaces, SurfaceContext, useSurface } from "../core/notify";
import { shopStore, useShopSelector } from "../core/store";
import { SessionDialog } from "../features/auth";
import { FailureBoundary } from "../ui/FailureBoundary";
import { lazyPart } from "../ui/lazyPart";
import { tokens } from "../ui/tokens";
import { PartLoadFailed, ScreenErrorView } from "./ScreenError";

/** Base styles scoped to the component's own wrapper (never html/body: it may live in a shadow root). */
const Root = styled.div`
  position: relative;
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

// The notices' view loads just after the first load (its regions are ready before anyone acts).
const NoticeCenter = lazyPart(() => import("../core/notify/NoticeCenter").then((m) => m.NoticeCenter));

const showPartLoadFailed = () => <PartLoadFailed />;

/** Server rendering: no surface has mounted yet. */
const noSurface = () => null;

/** The sign-in dialog of an interrupted session, opened by one surface of the page only. */
function SessionDialogSlot({ surface }: { surface: number | null }) {
  const interrupted = useShopSelector((state) => Boolean(state.auth.interruption));
  const host = useSyncExternalStore(subscribeSurfaces, currentSurface, noSurface);
  if (!interrupted || surface === null || host !== surface) return null;
  return (
    <Suspense fallback={null}>
      <SessionDialog />
    </Suspense>
  );
}

/** The one store, the notices, the sign-in dialog and the base styles: what every component and element renders inside. */
export function ShopProvider({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const surface = useSurface(root, useContext(NoticeRoutingContext));
  // French or German texts arrive in a chunk of their own: nothing is shown in English before them.
  const textsReady = useTranslationsReady();
  // issue 33 live: the page's one change stream (core/live), open while someone is signed in. Its
  // reader loads after the first paint: the first load keeps only what the store needs (liveSlice).
  useEffect(() => {
    void import("../core/live/changeStream").then(({ startChangeStream }) => startChangeStream(shopStore));
  }, []);
  return (
    <Provider store={shopStore}>
      <StyleSheetManager shouldForwardProp={forwardProp}>
        <Root ref={root} data-shop-root="">
          <SurfaceContext.Provider value={surface}>
            {/* A failure outside the screens' own boundaries (a router's or a page-wide part's code
                that could not be loaded) is said where it happened, never a blank page or element. */}
            <FailureBoundary fallback={(error) => <ScreenErrorView error={error} />}>
              {textsReady && children}
            </FailureBoundary>
            <FailureBoundary fallback={showPartLoadFailed}>
              <NoticeCenter />
            </FailureBoundary>
            <FailureBoundary fallback={showPartLoadFailed}>
              <SessionDialogSlot surface={surface} />
            </FailureBoundary>
          </SurfaceContext.Provider>
        </Root>
      </StyleSheetManager>
    </Provider>
  );
}
