/** Every table of every module, for Drizzle's relational queries and for drizzle-kit. */
export { appMeta } from "../modules/app-meta/tables.js";
export { sessions } from "../modules/auth/tables.js";
export { clientErrorReports } from "../modules/logs/tables.js";
export { userRole, users } from "../modules/users/tables.js";
