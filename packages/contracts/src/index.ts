export * from "./accounts.js";
export * from "./envelope.js";
export * from "./errors.js";
export * from "./health.js";
export * from "./logs.js";
export * from "./points.js";
export * from "./routes.js";
export * from "./services.js";
