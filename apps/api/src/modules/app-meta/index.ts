export { installationSecret } from "./secrets.js";
export { appMeta } from "./tables.js";
