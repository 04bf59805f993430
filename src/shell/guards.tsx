import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useShopSelector } from "../core/store";
import { NotFound } from "./NotFound";

/** Signed-out users are sent to sign-in, remembering where they wanted to go. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useShopSelector((state) => state.auth.token);
  const location = useLocation();
  if (!token) return <Navigate to="/" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}

/** SUPER_ADMIN-only screens do not exist for anyone else. */
export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const role = useShopSelector((state) => state.auth.userStatus);
  return role === "SUPER_ADMIN" ? <>{children}</> : <NotFound />;
}
