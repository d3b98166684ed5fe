export { accountCounts, signUpsPerDay } from "./figures.js";
export {
  accountSummary,
  chooseLanguage,
  createUser,
  displayName,
  findLiveUser,
  findLiveUserByEmail,
  fullPhoneNumber,
  hasBasicInfo,
  memberLanguage,
  type NewUser,
  needsGuardianConsent,
  normalizeEmail,
  phoneCountryChanges,
  raiseLevel,
  updateUser,
} from "./service.js";
export { notificationFrequency, type User, type UserRole, userRoles, users } from "./tables.js";
