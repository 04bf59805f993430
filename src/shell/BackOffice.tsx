import { useMemo } from "react";
import { createBackOfficeRoutes } from "./routes";
import { ShopProvider } from "./ShopProvider";
import { ShopRouter } from "./ShopRouter";

export interface BackOfficeProps {
  /**
   * "browser" (the default): the spec's routes at the top of the URL, or below `basePath`; inside
   * a host's react-router, below the host route that renders it (or `basePath`). "memory": a
   * history of its own that never touches the URL.
   */
  routing?: "browser" | "memory";
  basePath?: string;
  initialPath?: string;
  onNavigate?: (path: string) => void;
}

/** The whole back-office: sign-in, shell, every registered area. */
export function BackOffice({ routing, basePath, initialPath, onNavigate }: BackOfficeProps) {
  const routes = useMemo(() => createBackOfficeRoutes(), []);
  return (
    <ShopProvider>
      <ShopRouter
        routes={routes}
        routing={routing}
        defaultRouting="browser"
        basePath={basePath}
        initialPath={initialPath}
        onNavigate={onNavigate}
      />
    </ShopProvider>
  );
}
