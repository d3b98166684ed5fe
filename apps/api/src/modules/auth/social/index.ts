export {
  createSocialVerifier,
  publicSocialConfig,
  type SocialConfig,
  type SocialIdentity,
  SocialTokenError,
  type SocialVerifier,
} from "./verify.js";
