import { useEffect, useState } from "react";
import { RecordCommandsContext, type RecordCommandRegistry } from "../core/recordCommands";
import { NavLink, useLocation } from "react-router";
import styled from "styled-components";
import { AreaNavContext, type AreaDefinition } from "../core/area";
import { t } from "../core/messages";
import { ElementAreaContext } from "../core/routeRegistry";
import { useShopSelector } from "../core/store";
import { tokens } from "../ui/tokens";
import { SignInFormSlot } from "./SignInFormSlot";
import { Button } from "../ui/Button";
import { ScreenContent, ScreenFallback, ScreenOutlet, useLogout } from "./layouts";
import { goToSignInView, useSignInViewPresent } from "./signInPresence";
import { isActive, settingsEntries } from "./navigation";
import { warmWhenIdle } from "./preload";
import { useIntentPreload } from "./useIntentPreload";
import { FailureBoundary } from "../ui/FailureBoundary";
import { lazyPart } from "../ui/lazyPart";

// The palette's button loads just after the frame: the elements' first load stays within its budget.
const PaletteLauncher = lazyPart(() => import("./PaletteLauncher").then((m) => m.PaletteLauncher));

const Frame = styled.div`
  background: ${tokens.bg};
  border-radius: 12px;
  min-height: 200px;
`;

/** The element's top bar: its compact navigation and the command palette's button. */
const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 8px;
  padding: 8px;
  border-bottom: 1px solid ${tokens.border};
  background: ${tokens.surface};
  border-radius: 12px 12px 0 0;
  /* The palette's button (40 px high) arrives after the frame: its room is kept, so nothing moves. */
  min-height: 57px;
`;

const Tabs = styled.nav`
  display: flex;
  gap: 4px;
  ul {
    display: flex;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
    flex-wrap: wrap;
  }
  a {
    display: block;
    padding: 8px 14px;
    border-radius: ${tokens.radius};
    text-decoration: none;
    color: ${tokens.text};
    font-weight: 600;
  }
  a[aria-current="page"] {
    background: ${tokens.primary};
    color: ${tokens.primaryText};
  }
`;

const Content = styled.div`
  padding: 20px;
`;

const SignedOut = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  p {
    margin: 0;
  }
`;

/** What an area shows while signed out when the page has its own sign-in form: a pointer to it. */
function SignedOutState({ area }: { area: AreaDefinition }) {
  return (
    <SignedOut>
      <p>
        <strong>{t("signedOutHere")}.</strong> {t("signInElsewhereOnPage", { area: t(area.label) })}
      </p>
      <Button variant="secondary" onClick={goToSignInView}>
        {t("goToSignIn")}
      </Button>
    </SignedOut>
  );
}

/**
 * An area element's frame: the sign-in form while nobody is signed in (the shared store means
 * one sign-in serves every element on the page), then the area's screens with its compact nav.
 */
export function AreaShell({ area, fallback = false }: { area: AreaDefinition; fallback?: boolean }) {
  const signedIn = useShopSelector((state) => Boolean(state.auth.token));
  const signInOnPage = useSignInViewPresent();
  const superAdmin = useShopSelector((state) => state.auth.userStatus === "SUPER_ADMIN");
  const logout = useLogout();
  const { pathname } = useLocation();
  const [commands] = useState<RecordCommandRegistry>(() => new Map());
  const intent = useIntentPreload();
  // Once signed in, the area's other screens and its data starters load in idle time (not the frame's stand-in).
  useEffect(
    () => (signedIn && !fallback ? warmWhenIdle(area.routes.map((route) => route.path)) : undefined),
    [signedIn, fallback, area],
  );
  if (!signedIn) {
    return (
      <Frame part="content">
        <Content role="region" aria-label={t(area.label)}>
          {signInOnPage ? <SignedOutState area={area} /> : <SignInFormSlot />}
        </Content>
      </Frame>
    );
  }
  // An area of the settings shell: its left menu (for this role) and Logout are the compact navigation.
  const menu = settingsEntries([area], superAdmin);
  const entries = menu.length ? menu : area.nav;
  return (
    <ElementAreaContext.Provider value={area.id}>
      <RecordCommandsContext.Provider value={commands}>
        <Frame ref={intent}>
          <Bar>
            {entries.length > 1 ? (
              <Tabs aria-label={t("areaNavigation", { area: t(area.label) })} part="navigation">
                <ul>
                  {entries.map((entry) => (
                    <li key={entry.to}>
                      <NavLink to={entry.to} aria-current={isActive(entry, pathname) ? "page" : undefined}>
                        {t(entry.label)}
                      </NavLink>
                    </li>
                  ))}
                  {menu.length ? (
                    <li>
                      <Button variant="ghost" onClick={logout}>
                        {t("logout")}
                      </Button>
                    </li>
                  ) : null}
                </ul>
              </Tabs>
            ) : (
              <span />
            )}
            {/* Its code failing to load costs the button only, not the element's screen. */}
            <FailureBoundary fallback={() => null}>
              <PaletteLauncher />
            </FailureBoundary>
          </Bar>
          <AreaNavContext.Provider value={entries.map((entry) => entry.to)}>
            {/* A labelled region, not <main>: an element is a guest in the host page, which has its own main landmark. */}
            <ScreenContent as="div" label={t(area.label)}>
              {fallback ? <ScreenFallback /> : <ScreenOutlet />}
            </ScreenContent>
          </AreaNavContext.Provider>
        </Frame>
      </RecordCommandsContext.Provider>
    </ElementAreaContext.Provider>
  );
}
