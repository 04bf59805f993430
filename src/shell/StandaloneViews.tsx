import { useEffect, useMemo, useRef } from "react";
import styled from "styled-components";
import { signOut } from "../core/auth/signOut";
import { t } from "../core/messages";
import { useShopDispatch, useShopSelector } from "../core/store";
import { useCurrentUserQuery } from "../core/auth/session";
import { authArea } from "../features/auth";
import { Button } from "../ui/Button";
import { tokens } from "../ui/tokens";
import { SignInFormSlot } from "./SignInFormSlot";
import type { RouteObject } from "react-router";
import { createAreaRoutes, toRoute } from "./routes";
import { ShopProvider } from "./ShopProvider";
import { ShopRouter, type ShopRouterProps } from "./ShopRouter";
import { ScreenOutlet } from "./layouts";
import { registerSignInView } from "./signInPresence";

type RoutingProps = Pick<ShopRouterProps, "routing" | "basePath" | "initialPath" | "onNavigate">;

/**
 * One area with its own sign-in and compact navigation (what each area element renders). Its
 * screens follow a host's react-router when rendered inside one (below the host route, or
 * `basePath`), and keep a history of their own otherwise or with `routing="memory"`.
 */
export function AreaView({
  areaId,
  ...rest
}: { areaId: Parameters<typeof createAreaRoutes>[0] } & Partial<RoutingProps>) {
  const routes = useMemo(() => createAreaRoutes(areaId), [areaId]);
  return (
    <ShopProvider>
      <ShopRouter routes={routes} defaultRouting="memory" {...rest} />
    </ShopProvider>
  );
}

/** The overview on its own (signed-out visitors see the sign-in form first). */
export function Overview(props: Partial<RoutingProps>) {
  return <AreaView areaId="overview" {...props} />;
}

/** Brands, categories, products and attributes with the area's compact navigation. */
export function CatalogArea(props: Partial<RoutingProps>) {
  return <AreaView areaId="catalog" {...props} />;
}

/** Users (customers) with their profiles, sale persons and reviews, with the area's compact navigation. */
export function CustomersArea(props: Partial<RoutingProps>) {
  return <AreaView areaId="customers" {...props} />;
}

/** Banners, FAQs, shipping services, promotions and (SUPER_ADMIN only) admin users, with the settings menu and Logout. */
export function SettingsArea(props: Partial<RoutingProps>) {
  return <AreaView areaId="settings" {...props} />;
}

const Box = styled.div`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  padding: 24px;
  max-width: 440px;
`;

function SignedInStatus() {
  const dispatch = useShopDispatch();
  const { data } = useCurrentUserQuery();
  return (
    <Box role="status">
      <p style={{ marginTop: 0 }}>
        {t("currentUser")}: <strong>{data?.full_name ?? "…"}</strong>
      </p>
      <Button variant="secondary" onClick={() => void dispatch(signOut())}>
        {t("logout")}
      </Button>
    </Box>
  );
}

function SignInPanel() {
  const signedIn = useShopSelector((state) => Boolean(state.auth.token));
  return signedIn ? (
    <SignedInStatus />
  ) : (
    <Box>
      <h1 style={{ marginTop: 0, fontSize: 22 }}>{t("login")}</h1>
      <p style={{ marginTop: 0 }}>{t("loginSubtitle")}</p>
      <SignInFormSlot />
    </Box>
  );
}

/** Sign-in on its own, with the password recovery screens one link away. */
export function SignIn(props: Partial<RoutingProps>) {
  const routes = useMemo<RouteObject[]>(
    () => [
      {
        element: <ScreenOutlet />,
        children: [
          { path: "/", element: <SignInPanel /> },
          ...authArea.routes.filter((route) => route.layout === "recovery").map(toRoute),
          { path: "*", element: <SignInPanel /> },
        ],
      },
    ],
    [],
  );
  // While it is on the page, the area elements point to it instead of showing their own forms.
  const view = useRef<HTMLDivElement>(null);
  useEffect(() => (view.current ? registerSignInView(view.current) : undefined), []);
  return (
    <ShopProvider>
      <div ref={view}>
        <ShopRouter
          routes={routes}
          routing="memory"
          initialPath={props.initialPath ?? "/"}
          onNavigate={props.onNavigate}
        />
      </div>
    </ShopProvider>
  );
}
