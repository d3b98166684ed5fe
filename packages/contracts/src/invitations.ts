import { z } from "zod";
import { okEnvelope, pageMeta } from "./envelope.js";

/** An invite code: letters and digits, as the public invitation page accepts them. */
export const inviteCodePattern = /^[A-Za-z0-9]{4,32}$/;

/**
 * Where someone the member invited stands: joined (phone not confirmed yet), phone_confirmed
 * (waiting for a first survey), rewarded (the inviter's bonus is paid), daily_cap (qualified on a
 * day the inviter's cap was full: not paid), not_eligible (the fraud checks refused it).
 */
export const inviteeStatuses = ["joined", "phone_confirmed", "rewarded", "daily_cap", "not_eligible"] as const;
export type InviteeStatus = (typeof inviteeStatuses)[number];

/** `GET invitations`: the member's code and link, what an invitation pays, and how theirs went. */
export const inviteInfo = z.object({
  code: z.string(),
  /** The public invitation page with the code; the app puts its own origin in front. */
  share_path: z.string(),
  /** What the friend earns on confirming their phone. */
  invitee_bonus: z.number().int(),
  /** What the member earns once the friend has confirmed their phone and answered a first survey. */
  inviter_bonus: z.number().int(),
  daily_cap: z.number().int(),
  invited: z.number().int(),
  rewarded: z.number().int(),
  points_earned: z.number().int(),
});
export type InviteInfo = z.infer<typeof inviteInfo>;
export const inviteInfoAnswer = okEnvelope(inviteInfo);

/** One invited friend, as the inviter sees them: a short name, never their email or phone. */
export const invitationItem = z.object({
  id: z.string(),
  name: z.string().nullable(),
  joined_at: z.string(),
  status: z.enum(inviteeStatuses),
  /** The inviter's bonus for this friend; 0 until it is paid. */
  point: z.number().int(),
  /** The inviter's history entry for that bonus. */
  entry_id: z.string().nullable(),
  rewarded_at: z.string().nullable(),
});
export type InvitationItem = z.infer<typeof invitationItem>;
export const invitationHistoriesAnswer = z.object({
  status: z.literal(true),
  data: z.array(invitationItem),
  meta: pageMeta,
});
export type InvitationHistoriesPage = z.infer<typeof invitationHistoriesAnswer>;

export const invalidInviteCodeMessage = "This invite code does not exist.";
