import { useState, type ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import styled from "styled-components";
import type { AreaDefinition, NavEntry } from "../core/area";
import { useIsGuest } from "../core/hostEvents";
import { RecordCommandsContext, type RecordCommandRegistry } from "../core/recordCommands";
import { t } from "../core/messages";
import { useShopSelector } from "../core/store";
import { tokens } from "../ui/tokens";
import { Header } from "./Header";
import { NARROW, ScreenContent, ScreenOutlet, useLogout } from "./layouts";
import { isActive, settingsEntries, sidebarEntries } from "./navigation";
import { NotFound } from "./NotFound";
import { Sidebar } from "./Sidebar";
import { FoldLabel, useFold } from "./useFold";
import { useIntentPreload } from "./useIntentPreload";

// The back-office's frames: a chunk of their own (routes.tsx loads it with a signed-in page's
// first screen), so the sign-in page and the area elements do without the sidebar, the header
// and the settings menu.

const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(190px, 15%) minmax(0, 85%);
  min-height: 100vh;
  background: ${tokens.bg};
  @media (max-width: ${NARROW}) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

/** Sidebar (~15%) and content (~85%) with the header (whose command palette offers the screen's record commands). */
export function MainLayout({ sidebar, children }: { sidebar: NavEntry[]; children?: ReactNode }) {
  // Inside a custom element the host page owns <main>: a plain region instead.
  const guest = useIsGuest();
  const [commands] = useState<RecordCommandRegistry>(() => new Map());
  const intent = useIntentPreload();
  return (
    <RecordCommandsContext.Provider value={commands}>
      <Frame ref={intent}>
        <Sidebar entries={sidebar} />
        <div style={{ minWidth: 0, display: "flex", flexDirection: "column" }}>
          <Header />
          <ScreenContent as={guest ? "div" : undefined}>{children ?? <ScreenOutlet />}</ScreenContent>
        </div>
      </Frame>
    </RecordCommandsContext.Provider>
  );
}

/** At this width and below the settings menu sits above the screen, folded behind a button. */
const SETTINGS_NARROW = "900px";

const SettingsFrame = styled.div`
  display: grid;
  grid-template-columns: 230px minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  @media (max-width: ${SETTINGS_NARROW}) {
    grid-template-columns: 1fr;
    gap: 12px;
  }
`;

const Menu = styled.nav`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  padding: 8px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 10px 12px;
    border-radius: ${tokens.radius};
    color: ${tokens.text};
    text-decoration: none;
    font: inherit;
    background: transparent;
    border: 0;
    cursor: pointer;
  }
  a[aria-current="page"] {
    background: ${tokens.primarySoft};
    color: ${tokens.primary};
    font-weight: 700;
  }
  li button {
    color: ${tokens.danger};
  }
  @media (max-width: ${SETTINGS_NARROW}) {
    ul[data-open="false"] {
      display: none;
    }
  }
`;

/** The settings menu's fold button: hidden on wide screens, where the menu always shows. */
const MenuToggle = styled.button`
  && {
    display: none;
  }
  @media (max-width: ${SETTINGS_NARROW}) {
    && {
      display: flex;
      align-items: center;
      gap: 8px;
      min-height: 44px;
      font-weight: 600;
      color: ${tokens.text};
    }
  }
`;

/**
 * The settings shell: its left menu (SUPER_ADMIN entries only for SUPER_ADMIN) and Logout. On
 * narrow screens the menu folds like the sidebar, behind a button naming the current entry, so
 * the screen itself starts in the first view (Escape closes it, focus back on the button;
 * choosing an entry closes it).
 */
export function SettingsLayout({ areas }: { areas: AreaDefinition[] }) {
  const { pathname } = useLocation();
  const superAdmin = useShopSelector((state) => state.auth.userStatus === "SUPER_ADMIN");
  const entries = settingsEntries(areas, superAdmin);
  const logout = useLogout();
  const fold = useFold();
  const current = entries.find((entry) => isActive(entry, pathname));
  return (
    <SettingsFrame>
      <Menu aria-label={t("settingsNavigation")} onKeyDown={fold.onKeyDown}>
        <MenuToggle {...fold.buttonProps}>
          <FoldLabel open={fold.open} />
          {current && !fold.open ? <span>· {t(current.label)}</span> : null}
        </MenuToggle>
        <ul {...fold.listProps}>
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} aria-current={isActive(entry, pathname) ? "page" : undefined} onClick={fold.close}>
                {t(entry.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" onClick={logout}>
              {t("logout")}
            </button>
          </li>
        </ul>
      </Menu>
      <div>
        <ScreenOutlet />
      </div>
    </SettingsFrame>
  );
}

const Plain = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 64px 16px;
  background: ${tokens.bg};
`;

/** Password recovery: the settings shell when signed in, a plain centred page when signed out. */
export function RecoveryLayout({ areas }: { areas: AreaDefinition[] }) {
  const signedIn = useShopSelector((state) => Boolean(state.auth.token));
  const guest = useIsGuest();
  if (signedIn) {
    return (
      <MainLayout sidebar={sidebarEntries(areas)}>
        <SettingsLayout areas={areas} />
      </MainLayout>
    );
  }
  return (
    <Plain part="content" as={guest ? "div" : undefined} id={guest ? undefined : "main"}>
      <div style={{ width: "min(440px, 100%)" }}>
        <ScreenOutlet />
      </div>
    </Plain>
  );
}

/** An unknown route: inside the shell when signed in, plain when signed out. */
export function NotFoundPage({ sidebar }: { sidebar: NavEntry[] }) {
  return (
    <RequireAuthOrPlain sidebar={sidebar}>
      <NotFound />
    </RequireAuthOrPlain>
  );
}

/** Unknown routes: inside the shell when signed in, plain (its own main landmark) when signed out. */
function RequireAuthOrPlain({ sidebar, children }: { sidebar: NavEntry[]; children: ReactNode }) {
  const signedIn = useShopSelector((state) => Boolean(state.auth.token));
  const guest = useIsGuest();
  if (signedIn) return <MainLayout sidebar={sidebar}>{children}</MainLayout>;
  return guest ? <>{children}</> : <main id="main">{children}</main>;
}
