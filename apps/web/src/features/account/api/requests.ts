// The account calls' request schemas (and with them zod), split off so that account-api.ts and
// setting-api.ts load them with the first call that sends one.
export {
  changePasswordRequest,
  facebookLoginRequest,
  idTokenLoginRequest,
  notificationSettingRequest,
  passwordResetRequest,
  signInRequest,
  signUpRequest,
  unregisterRequest,
} from "@rewards/contracts";
