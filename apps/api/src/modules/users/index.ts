export { type User, type UserRole, userRoles, users } from "./tables.js";
export { createUser, displayName, type NewUser } from "./service.js";
