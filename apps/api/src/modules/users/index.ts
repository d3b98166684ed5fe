export { accountCounts, signUpsPerDay } from "./figures.js";
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
  raiseLevel,
  updateUser,
} from "./service.js";
export { notificationFrequency, type User, type UserRole, userRoles, users } from "./tables.js";
