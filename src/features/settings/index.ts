// The settings area's public surface: what the shell may use. Screens load lazily through the routes.
export { settingsArea } from "./routes";
