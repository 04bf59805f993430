// Where everything is served while the examples are driven; read by playwright.config.ts (which
// starts what is not running yet) and scripts/check-examples.mjs (which starts each host as soon as
// it is built). Every example on its own port, so its own origin; the API on another one.
import path from "node:path";
import { fileURLToPath } from "node:url";

const examples = path.dirname(fileURLToPath(import.meta.url));

export const base = Number(process.env.EXAMPLES_PORT ?? 4710);
export const ports = { api: base, portal: base + 1, vite: base + 2, next: base + 3, vue: base + 4 };
export const origin = (port) => `http://127.0.0.1:${port}`;
export const apiBase = `${origin(ports.api)}/api`;
export const hostOrigins = [ports.portal, ports.vite, ports.next, ports.vue].map(origin);

const bin = (file) => path.join(examples, "node_modules", file);
const vitePreview = (port) => [
  bin("vite/bin/vite.js"),
  "preview",
  "--host",
  "127.0.0.1",
  "--port",
  String(port),
  "--strictPort",
];

/** Each host's server (run with node, in the example's folder), in the order they are built. */
export const hostServers = [
  {
    name: "csp-portal",
    args: ["serve.mjs"],
    url: `${origin(ports.portal)}/index.html`,
    env: { PORT: String(ports.portal), API_BASE: apiBase },
  },
  { name: "vite-react-router", args: vitePreview(ports.vite), url: origin(ports.vite), env: {} },
  {
    name: "next-app-router",
    args: [bin("next/dist/bin/next"), "start", "--hostname", "127.0.0.1", "--port", String(ports.next)],
    url: origin(ports.next),
    env: { NEXT_TELEMETRY_DISABLED: "1" },
  },
  { name: "vue", args: vitePreview(ports.vue), url: origin(ports.vue), env: {} },
].map((server) => ({ ...server, cwd: path.join(examples, server.name) }));
