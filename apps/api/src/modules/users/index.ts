export {
  accountSummary,
  createUser,
  displayName,
  findLiveUser,
  findLiveUserByEmail,
  fullPhoneNumber,
  hasBasicInfo,
  type NewUser,
  normalizeEmail,
  updateUser,
} from "./service.js";
export { notificationFrequency, type User, type UserRole, userRoles, users } from "./tables.js";
