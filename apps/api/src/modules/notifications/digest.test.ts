import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { recordActivity } from "../activity/index.js";
import { mailboxMessages } from "../messaging/index.js";
import { findLiveUser, updateUser } from "../users/index.js";
import { deliverPendingNotifications, notify, sendDigests } from "./index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deps = () => ({ db: t.database.db, config: t.config, jobs: null });

async function dailyMember(locale = "en") {
  const member = await createSignedInUser(t.database.db, { locale });
  await updateUser(t.database.db, member.user.id, { mailSetting: "once_per_day" });
  return member;
}

async function tell(userId: string, cause: string, points: number) {
  await t.database.db.transaction((tx) => notify(tx, userId, "points_received", { cause, values: { points } }));
  await deliverPendingNotifications(deps());
}

describe("the daily digest", () => {
  it("goes once a day at 09:00 in the member's time zone, with everything that waited", async () => {
    const member = await dailyMember();
    // The member's newest activity was in Jakarta (UTC+7).
    await t.database.db.transaction((tx) =>
      recordActivity(tx, {
        userId: member.user.id,
        kind: "signed_up",
        cause: member.user.id,
        timeZone: "Asia/Jakarta",
      }),
    );
    await tell(member.user.id, `digest-a:${member.user.id}`, 10);
    await tell(member.user.id, `digest-b:${member.user.id}`, 20);
    const mails = () => mailboxMessages(t.database.db, member.user.email);

    // 08:30 in Jakarta: not yet.
    await sendDigests(deps(), new Date("2026-03-02T01:30:00Z"));
    expect(await mails()).toEqual([]);
    // 09:30 in Jakarta: both in one email; a second run, even at once, sends nothing more.
    const [a, b] = await Promise.all([
      sendDigests(deps(), new Date("2026-03-02T02:30:00Z")),
      sendDigests(deps(), new Date("2026-03-02T02:31:00Z")),
    ]);
    expect((a ?? 0) + (b ?? 0)).toBeGreaterThanOrEqual(1);
    const [digest] = await mails();
    expect(await mails()).toHaveLength(1);
    expect(digest?.subject).toBe("You have 2 new notifications");
    expect(digest?.body).toContain("20 points were added to your balance.");
    expect(digest?.body).toContain("10 points were added to your balance.");
    expect(digest?.html).toContain("<h2");
    expect(digest?.headers?.["List-Unsubscribe"]).toMatch(/^<http.+\/api\/notifications\/unsubscribe\?token=.+>$/);
    expect(digest?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Something new the same day waits for tomorrow's 09:00.
    await tell(member.user.id, `digest-c:${member.user.id}`, 30);
    await sendDigests(deps(), new Date("2026-03-02T10:00:00Z"));
    expect(await mails()).toHaveLength(1);
    await sendDigests(deps(), new Date("2026-03-03T02:05:00Z"));
    const [tomorrow] = await mails();
    expect(await mails()).toHaveLength(2);
    expect(tomorrow?.subject).toBe("You have 1 new notification");
  });

  it("is written in the member's language", async () => {
    const member = await dailyMember("id");
    await tell(member.user.id, `digest-id:${member.user.id}`, 1_500);
    await sendDigests(deps(), new Date("2026-03-02T09:10:00Z"));
    const [digest] = await mailboxMessages(t.database.db, member.user.email);
    expect(digest?.subject).toBe("Anda punya 1 notifikasi baru");
    expect(digest?.body).toContain("1.500 poin ditambahkan ke saldo Anda.");
    expect(digest?.body).toContain("Berhenti menerima email ini");
  });
});

describe("unsubscribing from an email", () => {
  it("asks on GET, stops the emails on POST without signing in, and refuses a forged token", async () => {
    const member = await createSignedInUser(t.database.db);
    await tell(member.user.id, `unsub:${member.user.id}`, 5);
    const [mail] = await mailboxMessages(t.database.db, member.user.email);
    const link = mail?.headers?.["List-Unsubscribe"]?.slice(1, -1) ?? "";
    const path = new URL(link).pathname + new URL(link).search;

    const asked = await t.app.inject({ method: "GET", url: path });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers["content-type"]).toContain("text/html");
    expect(asked.body).toContain('<form method="post"');
    expect((await findLiveUser(t.database.db, member.user.id))?.mailSetting).toBe("instant");

    // A mail client's one-click POST (RFC 8058).
    const stopped = await t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.body).toContain("we will not email you notifications any more");
    expect((await findLiveUser(t.database.db, member.user.id))?.mailSetting).toBe("never");

    const other = await createSignedInUser(t.database.db);
    const forged = path.replace(member.user.id, other.user.id);
    expect((await t.app.inject({ method: "POST", url: forged })).statusCode).toBe(404);
    expect((await findLiveUser(t.database.db, other.user.id))?.mailSetting).toBe("instant");
  });
});
