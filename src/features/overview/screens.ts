export { Overview } from "./Overview";
export { startOverviewBlocks } from "./blocksApi";
