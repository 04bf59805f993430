import { Suspense, useRef, type ReactNode } from "react";
import { Outlet, useLocation, useNavigate, useNavigation } from "react-router";
import styled from "styled-components";
import { signOut } from "../core/auth/signOut";
import { t } from "../core/messages";
import { useShopDispatch } from "../core/store";
import { LoadingRegion, Skeleton } from "../ui/States";
import { tokens } from "../ui/tokens";
import { useFocusScreenHeading } from "./screenFocus";

/** At this width and below the sidebar folds behind a menu button above the content. */
export const NARROW = "768px";

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
