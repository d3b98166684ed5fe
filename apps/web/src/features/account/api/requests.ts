// The account calls' request schemas (and with them zod), split off so that account-api.ts loads
// them on its first call: see its `requests`.
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
