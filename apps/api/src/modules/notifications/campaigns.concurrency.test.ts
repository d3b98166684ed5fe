import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { onPostgres } from "../../test/database.js";
import { createSignedInUser, createTestUser } from "../../test/factories.js";
import { notificationCampaigns, notifications, sendDueCampaigns } from "./index.js";

// Real concurrency needs separate connections: PGlite has one, so these run on PostgreSQL only.
describe.skipIf(!onPostgres)("notification campaigns under concurrency (PostgreSQL)", () => {
  let t: TestApp;
  let authorToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    authorToken = (await createSignedInUser(t.database.db, { roles: ["member", "author"] })).token;
  });
  afterAll(() => t.close());

  const queue = { send: async () => null };
  const words = { en: "News", vi: "Tin mới", id: "Berita" };

  async function membersAtLevel(level: number, count: number) {
    const created = await Promise.all(Array.from({ length: count }, () => createTestUser(t.database.db)));
    for (const user of created) await t.database.db.update(users).set({ level }).where(eq(users.id, user.id));
    return created;
  }
  async function schedule(level: number, sendAt: Date | null) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/notifications",
      headers: { token: authorToken },
      payload: {
        title: words,
        body: words,
        segment: { markets: ["indo"], min_level: level, max_level: level },
        send_at: sendAt?.toISOString() ?? null,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  }
  const announcementsOf = (id: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, "announcement"), like(notifications.cause, `${id}:%`)));
  const campaignRow = async (id: string) =>
    (await t.database.db.select().from(notificationCampaigns).where(eq(notificationCampaigns.id, id)))[0];

  it("six overlapping runs tell 40 members once each, and the recipient count says 40", async () => {
    const members = await membersAtLevel(700, 40);
    const id = await schedule(700, null);

    await Promise.all(Array.from({ length: 6 }, () => sendDueCampaigns(t.database.db, { queue, batchSize: 3 })));

    const sent = await announcementsOf(id);
    expect(sent).toHaveLength(40);
    expect(new Set(sent.map((row) => row.userId))).toEqual(new Set(members.map((member) => member.id)));
    expect(await campaignRow(id)).toMatchObject({ status: "sent", recipients: 40 });
  });

  it("a cancel racing the send's start wins or loses whole: nothing sent, or everyone told and the cancel refused", async () => {
    await membersAtLevel(710, 5);
    const sendAt = new Date(Date.now() + 60 * 60 * 1000);
    const ids = [];
    for (let i = 0; i < 8; i++) ids.push(await schedule(710, sendAt));
    const later = new Date(sendAt.getTime() + 60_000);

    const cancels = await Promise.all([
      ...ids.map((id) =>
        t.app.inject({
          method: "POST",
          url: `/api/admin/notifications/${id}/cancel`,
          headers: { token: authorToken },
        }),
      ),
      sendDueCampaigns(t.database.db, { queue, batchSize: 2, now: () => later }),
    ]);

    for (const [index, id] of ids.entries()) {
      const answer = cancels[index] as { statusCode: number; body: string };
      const row = await campaignRow(id);
      const sent = await announcementsOf(id);
      if (answer.statusCode === 200) {
        expect(row?.status).toBe("cancelled");
        expect(sent).toEqual([]);
      } else {
        expect(answer.statusCode, answer.body).toBe(409);
        expect(row).toMatchObject({ status: "sent", recipients: 5 });
        expect(sent).toHaveLength(5);
      }
    }
  });
});
