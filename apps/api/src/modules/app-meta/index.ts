export { installationSecret, installationValue } from "./secrets.js";
export { appMeta } from "./tables.js";
