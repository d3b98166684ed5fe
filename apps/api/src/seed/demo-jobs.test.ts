import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSession } from "../modules/auth/index.js";
import { findLiveUserByEmail } from "../modules/users/index.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { trackingStorage } from "../test/storage.js";
import { loadDemoData } from "./demo.js";

const storage = trackingStorage();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { storage });
  await loadDemoData(t.database.db, storage);
});
afterAll(() => t.close());

async function tokenOf(email: string): Promise<string> {
  const user = await findLiveUserByEmail(t.database.db, email);
  if (!user) throw new Error(`no demo account ${email}`);
  return openSession(t.database.db, user.id);
}
const job = (url: string, token: string) => t.app.inject({ url: `/api/job/${url}`, headers: { token } });

describe("the job marketplace's demo", () => {
  it("has a complete, verified worker whose portfolio pictures are served", async () => {
    const token = await tokenOf("worker@example.com");
    const profile = (await job("common/profileDetail?userType=0", token)).json().data;
    expect(profile.verified).toEqual({ id_document: true, phone: true });
    expect(profile.review_count).toBe(3);
    expect(profile.skills.length).toBeGreaterThan(0);
    expect(profile.portfolio).toHaveLength(2);
    const image = await t.app.inject({ url: profile.portfolio[0].images[0].url });
    expect([image.statusCode, image.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    const verification = (await job("worker/verify/1", token)).json().data;
    expect(verification.state).toBe("approved");
    expect(verification.documents.every((document: { uploaded: boolean }) => document.uploaded)).toBe(true);
  });

  it("has a company client with reviews, and a member with no profile", async () => {
    const client = (await job("common/profileDetail?userType=1", await tokenOf("client@example.com"))).json().data;
    expect(client).toMatchObject({ account_type: "company", review_count: 2 });
    expect(client.company.name).toBe("Citra Kopi");
    const member = await job("common/profileDetail?userType=0", await tokenOf("member@example.com"));
    expect([member.statusCode, member.json().message]).toEqual([404, "No Profile found"]);
  });
});
