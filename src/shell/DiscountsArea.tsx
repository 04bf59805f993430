import type { ShopRouterProps } from "./ShopRouter";
import { AreaView } from "./StandaloneViews";

export type DiscountsAreaProps = Partial<Pick<ShopRouterProps, "routing" | "basePath" | "initialPath" | "onNavigate">>;

/** The discounts area on its own: the list, the kind chooser and the three forms, with its own sign-in. */
export function DiscountsArea(props: DiscountsAreaProps) {
  return <AreaView areaId="discounts" {...props} />;
}
