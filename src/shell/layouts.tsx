import { Suspense, useRef, useState, type ReactNode } from "react";
import { NavLink, Outlet, useLocation, useNavigate, useNavigation } from "react-router";
import styled from "styled-components";
import type { AreaDefinition, NavEntry } from "../core/area";
import { signOut } from "../core/auth/signOut";
import { useIsGuest } from "../core/hostEvents";
import { RecordCommandsContext, type RecordCommandRegistry } from "../core/recordCommands";
import { t } from "../core/messages";
import { useShopDispatch, useShopSelector } from "../core/store";
import { LoadingRegion, Skeleton } from "../ui/States";
import { tokens } from "../ui/tokens";
import { Header } from "./Header";
import { isActive, settingsEntries, sidebarEntries } from "./navigation";
import { useFocusScreenHeading } from "./screenFocus";
import { NARROW, Sidebar } from "./Sidebar";
import { FoldLabel, useFold } from "./useFold";

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

const Content = styled.main`
  padding: 24px;
  min-width: 0;
  @media (max-width: ${NARROW}) {
    padding: 16px 12px;
  }
`;

export function ScreenFallback() {
  return (
    <LoadingRegion label={t("loading")}>
      <Skeleton $width="40%" $height={24} />
      <div style={{ height: 16 }} />
      <Skeleton $height={180} />
    </LoadingRegion>
  );
}

/** Lazily loaded screens show a skeleton, never a blank. */
export function ScreenOutlet() {
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Outlet />
    </Suspense>
  );
}

/** A thin bar over the content while the next screen's code is on its way (a slow network). */
const PendingBar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: 50;
  background: ${tokens.primary};
  transform-origin: left;
  /* Shown only when the wait is long enough to notice. */
  animation: shop-pending 1.2s ease-out 150ms infinite both;
  @keyframes shop-pending {
    from {
      transform: scaleX(0);
    }
    to {
      transform: scaleX(1);
    }
  }
`;

/** The content box of a shell: focus goes to the new screen's heading after each navigation. */
export function ScreenContent({ as, label, children }: { as?: "main" | "div"; label?: string; children: ReactNode }) {
  const content = useRef<HTMLElement>(null);
  useFocusScreenHeading(content);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pending = navigation.state === "loading" && navigation.location.pathname !== pathname;
  return (
    <Content
      ref={content}
      as={as}
      // The skip link's target (a page's one main landmark; inside an element the host owns main).
      id={as === "div" || label ? undefined : "main"}
      part="content"
      role={label ? "region" : undefined}
      aria-label={label}
      aria-busy={pending || undefined}
    >
      {pending ? <PendingBar aria-hidden="true" /> : null}
      {children}
    </Content>
  );
}

/** Sidebar (~15%) and content (~85%) with the header (whose command palette offers the screen's record commands). */
export function MainLayout({ sidebar, children }: { sidebar: NavEntry[]; children?: ReactNode }) {
  // Inside a custom element the host page owns <main>: a plain region instead.
  const guest = useIsGuest();
  const [commands] = useState<RecordCommandRegistry>(() => new Map());
  return (
    <RecordCommandsContext.Provider value={commands}>
      <Frame>
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
 * Logout: the server ends the session, then one sign-out of the shared store signs out every
 * element on the page (each shows its sign-in or signed-out state), and this router goes to "/".
 */
export function useLogout() {
  const dispatch = useShopDispatch();
  const navigate = useNavigate();
  return () => {
    void dispatch(signOut()).then(() => navigate("/", { replace: true }));
  };
}

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
