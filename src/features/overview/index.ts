// The overview's public surface: what the shell may use. The screen loads lazily through the routes.
export { overviewArea } from "./routes";
