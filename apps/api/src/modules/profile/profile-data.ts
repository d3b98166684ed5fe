import { isStaffRole, type ProfileData } from "@rewards/contracts";
import { accountSummary, type User } from "../users/index.js";

/** Shown when the user has not uploaded an avatar (spec section 3); served with the web app. */
export const defaultAvatarUrl = "/images/default-avatar.svg";

export function avatarUrl(user: Pick<User, "avatarKey">): string {
  return user.avatarKey ? `/api/uploads/${user.avatarKey}` : defaultAvatarUrl;
}

/** `GET profile` and friends: the basic info, the spec's user_profile, and where the account stands. */
export function profileData(user: User): ProfileData {
  return {
    basic_info: {
      name: user.name,
      last_name: user.lastName,
      email: user.email,
      avatar: avatarUrl(user),
      user_level: user.level,
      birth_day: user.birthDay,
      phone_number: user.phoneNumber,
      guardian_consent_at: user.guardianConsentAt?.toISOString() ?? null,
    },
    user_profile: { dob: user.birthDay, country_code: user.countryCode, user_id: user.id },
    account: accountSummary(user),
    staff: user.roles.some(isStaffRole),
  };
}
