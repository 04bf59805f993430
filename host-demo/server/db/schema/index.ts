export * from "./core.js";
export * from "./catalog.js";
export * from "./settings.js";
export * from "./orders.js";
export * from "./journal.js";
