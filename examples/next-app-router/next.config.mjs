import path from "node:path";
import { fileURLToPath } from "node:url";

// The examples install once, in examples/ (npm workspaces): that folder is the project's root.
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

/** @type {import("next").NextConfig} */
export default {
  turbopack: { root },
  outputFileTracingRoot: root,
};
