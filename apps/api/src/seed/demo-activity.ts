import { surveyDefinition } from "@rewards/contracts";
import type { Tx } from "../db/client.js";
import { addDays, localDay, startOfLocalDay } from "../lib/local-day.js";
import { checkIn } from "../modules/attendance/index.js";
import { recordSignedUp } from "../modules/auth/index.js";
import { inviteCodeOf } from "../modules/invitations/index.js";
import { claimSubMission } from "../modules/missions/index.js";
import { recordAccountFacts } from "../modules/profile/index.js";
import { answerSurveyIn, insertSurvey, moveSurveyIn } from "../modules/surveys/index.js";
import { createUser, findLiveUserByEmail, type User, updateUser } from "../modules/users/index.js";
import { demoPassword, demoProfiles } from "./demo-accounts.js";
import { loadDemoMissionDefinitions } from "./demo-missions.js";

/** The demo member lives in Jakarta. */
export const demoTimeZone = "Asia/Jakarta";
/** Days in a row the demo member checked in, up to yesterday: mid-streak, a freeze held, today still open. */
export const demoStreakDays = 8;

/** The two friends the demo member invited: one paid for, one still without a survey. */
export const demoInvitees = [
  { email: "friend1@example.com", name: "Budi", lastName: "Santoso", phoneNumber: "81200000011", answers: true },
  { email: "friend2@example.com", name: "Dewi", lastName: "Lestari", phoneNumber: "81200000012", answers: false },
] as const;

const noonDaysAgo = (days: number) => {
  const day = addDays(localDay(new Date(), demoTimeZone), -days);
  return new Date(startOfLocalDay(day, demoTimeZone).getTime() + 12 * 60 * 60 * 1000);
};

/** A one-question survey the first friend answers (and the demo member can still answer). */
async function welcomeSurvey(tx: Tx, admin: User) {
  const text = (en: string, vi: string, id: string) => ({ en, vi, id });
  const created = await insertSurvey(
    tx,
    admin.id,
    surveyDefinition.parse({
      title: text("Welcome survey", "Khảo sát chào mừng", "Survei sambutan"),
      description: text("One question to get started.", "Một câu hỏi để bắt đầu.", "Satu pertanyaan untuk memulai."),
      reward: 150,
      estimated_minutes: 1,
      response_limit: 1000,
      starts_at: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000).toISOString(),
      expires_at: new Date(Date.now() + 180 * 24 * 60 * 60 * 1000).toISOString(),
      store_id: null,
      questions: [
        {
          kind: "single_choice",
          title: text(
            "How did you hear about us?",
            "Bạn biết đến chúng tôi từ đâu?",
            "Dari mana Anda tahu tentang kami?",
          ),
          choices: [
            { label: text("A friend", "Bạn bè", "Teman") },
            { label: text("Social media", "Mạng xã hội", "Media sosial") },
          ],
        },
      ],
    }),
  );
  return moveSurveyIn(tx, created.id, "publish");
}

/**
 * The demo member's activity, made through the same services members use, so every balance is
 * the ledger's own: the account steps the demo accounts took before the stream existed, eight
 * days of check-ins, two invited friends (one paid for), and the level-1 missions all claimed
 * but one.
 */
export async function loadDemoActivity(tx: Tx): Promise<void> {
  const missions = await loadDemoMissionDefinitions(tx);
  const member = await findLiveUserByEmail(tx, "member@example.com");
  const admin = await findLiveUserByEmail(tx, "admin@example.com");
  if (!member || !admin) return;

  // The past days first: a member's day only moves forward, so a check-in replayed after anything
  // recorded today would count as today's.
  for (let days = demoStreakDays; days >= 1; days--) {
    await checkIn(tx, member.id, { now: noonDaysAgo(days), timeZone: demoTimeZone });
  }
  for (const email of Object.keys(demoProfiles)) {
    const user = await findLiveUserByEmail(tx, email);
    if (user) await recordAccountFacts(tx, user, demoTimeZone);
  }

  const code = await inviteCodeOf(tx, member.id);
  const survey = await welcomeSurvey(tx, admin);
  for (const friend of demoInvitees) {
    const user = await createUser(tx, {
      email: friend.email,
      password: demoPassword,
      emailConfirmed: true,
      name: friend.name,
      lastName: friend.lastName,
      birthDay: "1999-09-09",
      countryCode: "+62",
      phoneNumber: friend.phoneNumber,
      locale: "id",
      market: "indo",
      inviteCodeUsed: code,
    });
    await recordSignedUp(tx, user, demoTimeZone);
    const confirmed = await updateUser(tx, user.id, { phoneConfirmedAt: new Date() });
    await recordAccountFacts(tx, confirmed, demoTimeZone);
    if (friend.answers) {
      const [question] = survey.questions;
      const choice = question && "choices" in question ? question.choices[0]?.id : undefined;
      await answerSurveyIn(tx, confirmed, {
        survey_id: survey.id,
        answers: [{ question_id: question?.id ?? "", choice_ids: choice ? [choice] : [] }],
      });
    }
  }

  // Claimed: profile, phone and the check-ins. Left to claim: the invited friend's 50 points.
  for (const title of ["Complete your profile", "Confirm your phone", "Daily habit"]) {
    const step = missions.get(title)?.sub_missions[0];
    if (step) {
      await claimSubMission(tx, member, step.id, { now: new Date(), timeZone: demoTimeZone, locale: "id" });
    }
  }
}
