// The catalog's public surface: what the shell may use. Screens load lazily through the routes.
export { catalogArea } from "./routes";
