export { createUser, displayName, type NewUser } from "./service.js";
export { type User, type UserRole, userRoles, users } from "./tables.js";
