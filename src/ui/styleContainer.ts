import { createContext } from "react";

/**
 * Where an embedding element collects its styles (a node inside its shadow root); null outside
 * elements. Primitives whose libraries inject their own CSS (react-select's emotion) send it here,
 * so those libraries load with the primitive that uses them, not with every element.
 */
export const StyleContainerContext = createContext<HTMLElement | null>(null);
