import type { ShopRouterProps } from "./ShopRouter";
import { AreaView } from "./StandaloneViews";

export type LocationsAreaProps = Partial<Pick<ShopRouterProps, "routing" | "basePath" | "initialPath" | "onNavigate">>;

/** Countries, their states and the states' cities on their own, with the area's own sign-in. */
export function LocationsArea(props: LocationsAreaProps) {
  return <AreaView areaId="locations" {...props} />;
}
