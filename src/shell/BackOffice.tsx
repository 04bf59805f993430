import { useMemo } from "react";
import { createShopRoutes } from "./routes";
import { ShopProvider } from "./ShopProvider";
import { ShopRouter } from "./ShopRouter";

export interface BackOfficeProps {
  /** "browser" (default for React hosts): the spec's routes at the top of the URL. */
  routing?: "browser" | "memory";
  basePath?: string;
  initialPath?: string;
  onNavigate?: (path: string) => void;
}

/** The whole back-office: sign-in, shell, every registered area. */
export function BackOffice({ routing = "browser", basePath, initialPath, onNavigate }: BackOfficeProps) {
  const routes = useMemo(() => createShopRoutes({ mode: "backoffice" }), []);
  return (
    <ShopProvider>
      <ShopRouter
        routes={routes}
        routing={routing}
        basePath={basePath}
        initialPath={initialPath}
        onNavigate={onNavigate}
      />
    </ShopProvider>
  );
}
