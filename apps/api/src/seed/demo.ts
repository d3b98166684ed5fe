import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client.js";
import type { FileStorage } from "../lib/file-storage.js";
import { appMeta } from "../modules/app-meta/tables.js";
import { postPoints } from "../modules/ledger/index.js";
import { createUser, findLiveUserByEmail, updateUser } from "../modules/users/index.js";
import { demoAccounts, demoPassword, demoProfiles, demoStaffAccounts } from "./demo-accounts.js";
import { loadDemoActivity } from "./demo-activity.js";
import { loadDemoBingo } from "./demo-bingo.js";
import { loadDemoCardStock } from "./demo-cards.js";
import { loadDemoChat } from "./demo-chat.js";
import { loadDemoJobPosts } from "./demo-job-posts.js";
import { loadDemoJobs } from "./demo-jobs.js";
import { loadDemoNotifications } from "./demo-notifications.js";
import { loadDemoPayouts } from "./demo-payouts.js";
import { loadDemoRedemptions } from "./demo-redemptions.js";
import { loadDemoShopRewards } from "./demo-shop-rewards.js";
import { loadDemoStores } from "./demo-stores.js";
import { loadDemoSurveys } from "./demo-surveys.js";

/**
 * Demo data comes in sets, each loaded once per database under its own marker, so a database made
 * by an earlier release gains the newer sets on its next start. Each set is one transaction.
 */
type DemoSet = { key: string; load(tx: Tx, storage: FileStorage | null): Promise<void> };

/** The demo member's opening balance, in cents. */
export const demoWelcomeBonusCents = 20_000;

const demoSets: DemoSet[] = [
  {
    key: "demo_data_loaded_at",
    async load(tx) {
      for (const account of demoAccounts) {
        await createUser(tx, { ...account, password: demoPassword, emailConfirmed: true });
      }
    },
  },
  {
    key: "demo_account_stages_loaded_at",
    async load(tx) {
      const now = new Date();
      for (const [email, profile] of Object.entries(demoProfiles)) {
        const user = await findLiveUserByEmail(tx, email);
        if (user) await updateUser(tx, user.id, { ...profile, phoneConfirmedAt: now });
      }
      const stage = { password: demoPassword, locale: "en" };
      await createUser(tx, { ...stage, email: "unverified@example.com" });
      await createUser(tx, { ...stage, email: "verified@example.com", emailConfirmed: true });
      await createUser(tx, {
        ...stage,
        email: "phone@example.com",
        emailConfirmed: true,
        name: "Putri",
        lastName: "Phone",
        birthDay: "1998-02-14",
        countryCode: "+62",
        phoneNumber: "81200000009",
      });
    },
  },
  {
    key: "demo_points_loaded_at",
    async load(tx) {
      const member = await findLiveUserByEmail(tx, "member@example.com");
      if (!member) return;
      await postPoints(tx, {
        userId: member.id,
        amountCents: demoWelcomeBonusCents,
        type: "SettingPointUser",
        cause: { kind: "demo_data", id: "welcome_bonus" },
        idempotencyKey: `demo:welcome_bonus:${member.id}`,
        note: "Welcome bonus",
      });
    },
  },
  { key: "demo_card_stock_loaded_at", load: loadDemoCardStock },
  { key: "demo_surveys_loaded_at", load: loadDemoSurveys },
  {
    key: "demo_staff_loaded_at",
    async load(tx) {
      for (const account of demoStaffAccounts) {
        await createUser(tx, { ...account, password: demoPassword, emailConfirmed: true, phoneConfirmed: true });
      }
    },
  },
  { key: "demo_activity_loaded_at", load: loadDemoActivity },
  { key: "demo_bingo_loaded_at", load: loadDemoBingo },
  { key: "demo_redemptions_loaded_at", load: loadDemoRedemptions },
  { key: "demo_notifications_loaded_at", load: (tx) => loadDemoNotifications(tx, demoWelcomeBonusCents) },
  { key: "demo_jobs_loaded_at", load: loadDemoJobs },
  { key: "demo_stores_loaded_at", load: loadDemoStores },
  { key: "demo_shop_rewards_loaded_at", load: loadDemoShopRewards },
  { key: "demo_job_posts_loaded_at", load: loadDemoJobPosts },
  // After the job posts: their hires opened the rooms.
  { key: "demo_chat_loaded_at", load: loadDemoChat },
  { key: "demo_payouts_loaded_at", load: loadDemoPayouts },
];

/**
 * Loads the demo sets this database has not had yet; returns whether it loaded any. With the file
 * store, the sets that show pictures (portfolio images, ID documents) write them there.
 */
export async function loadDemoData(db: Db, storage: FileStorage | null = null): Promise<boolean> {
  let loaded = false;
  for (const set of demoSets) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(appMeta)
        .values({ key: set.key, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ key: appMeta.key });
      if (rows.length === 0) return false;
      await set.load(tx, storage);
      return true;
    });
    loaded ||= claimed;
  }
  return loaded;
}

export async function demoDataLoaded(db: Db): Promise<boolean> {
  const rows = await db
    .select()
    .from(appMeta)
    .where(eq(appMeta.key, demoSets[0]?.key ?? ""));
  return rows.length > 0;
}
