import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../lib/ids.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { copy, defineMission } from "../../test/missions.js";
import { activitiesOf } from "../activity/index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Call = { method?: "GET" | "PUT" | "POST"; url: string; token?: string; payload?: object; headers?: object };
const call = ({ method = "GET", url, token, payload, headers = {} }: Call) =>
  t.app.inject({ method, url: `/api/job/${url}`, payload, headers: { ...(token && { token }), ...headers } });

const basic = {
  name: "Ayu Lestari",
  catch_phrase: "Logos that people remember",
  description: "Five years of brand work for shops in Bandung.",
  hourly_pay: 150_000,
  language_codes: ["id", "en"],
  address: "Bandung",
  lat: -6.9175,
  lng: 107.6191,
  experience_years: 5,
};

describe("the job service's profiles", () => {
  it("exchanges a session for a job token that works on the job service only, while the session lives", async () => {
    const { user, token } = await createSignedInUser(t.database.db);
    const exchanged = await call({ url: "flashjob_authentication", headers: { "flashjob-token": token } });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const { flashjob_token: jobToken, is_setup_account: setUp, profile_type } = exchanged.json().data;
    expect([setUp, profile_type]).toEqual([false, "flashjob"]);
    expect(jobToken).not.toBe(token);

    // Not a profile yet: the spec's message, reached with the job token.
    const none = await call({ url: "common/profileDetail?userType=0", token: jobToken });
    expect([none.statusCode, none.json().message]).toEqual([404, "No Profile found"]);
    // The main API does not take it as a session.
    const home = await t.app.inject({ url: "/api/home", headers: { token: jobToken } });
    expect(home.statusCode).toBe(401);

    const saved = await call({ method: "PUT", url: "worker/workers/1", token: jobToken, payload: basic });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: "Ayu Lestari", status: true, user_type: 0, hourly_pay: 150_000 });
    const again = await call({ url: "flashbuzz_authentication", token });
    expect(again.json().data).toMatchObject({ is_setup_account: false, profile_type: "social" });
    expect((await call({ url: "flashjob_authentication", token })).json().data.is_setup_account).toBe(true);

    // Signing out ends the job token with the session.
    await t.database.db.execute(
      sql`update sessions set revoked_at = now(), revoked_reason = 'signed_out' where user_id = ${user.id}`,
    );
    expect((await call({ url: "common/profileDetail?userType=0", token: jobToken })).statusCode).toBe(401);
  });

  it("creates a worker profile on the first save, records it once, and measures what it lacks", async () => {
    const { user, token } = await createSignedInUser(t.database.db);
    const nameless = await call({ method: "PUT", url: "worker/workers/1", token, payload: { catch_phrase: "Hi" } });
    expect([nameless.statusCode, nameless.json().message, nameless.json().field]).toEqual([
      400,
      "Please check the information!",
      "name",
    ]);
    const first = (await call({ method: "PUT", url: "worker/workers/1", token, payload: { name: "Budi" } })).json()
      .data;
    expect(first.completeness.missing).toEqual(
      expect.arrayContaining(["catch_phrase", "description", "address", "skills", "socials", "achievements"]),
    );
    const full = (await call({ method: "PUT", url: "worker/workers/1", token, payload: basic })).json().data;
    expect(full.completeness.percent).toBeGreaterThan(first.completeness.percent);
    const events = await activitiesOf(t.database.db, user.id);
    expect(events.filter((event) => event.kind === "worker_profile_created")).toHaveLength(1);
  });

  it("refuses a company without its name, half a position and out-of-range figures, naming the field", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const put = (payload: object) => call({ method: "PUT", url: "worker/workers/1", token, payload });
    for (const [payload, field] of [
      [{ ...basic, account_type: "company" }, "company"],
      [{ ...basic, lat: 1, lng: undefined }, "lat"],
      [{ ...basic, hourly_pay: -1 }, "hourly_pay"],
      [{ ...basic, name: "a\u0000b" }, "name"],
      [{ ...basic, lat: 91 }, "lat"],
    ] as const) {
      const refused = await put(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().field).toBe(field);
    }
  });

  it("saves skills, achievements and socials as whole lists, and shows them on the profile", async () => {
    const { token } = await createSignedInUser(t.database.db);
    // No profile yet: the lists cannot be saved.
    const early = await call({ method: "POST", url: "worker/worker_skills", token, payload: { skills: [] } });
    expect([early.statusCode, early.json().message]).toEqual([404, "No Profile found"]);
    await call({ method: "PUT", url: "worker/workers/1", token, payload: basic });

    const skills = [
      { name: "Logo design", experience_years: 5, level: "expert", category_id: "design-logo" },
      { name: "Canva", experience_years: 2, level: "intermediate" },
    ];
    const saved = await call({ method: "POST", url: "worker/worker_skills", token, payload: { skills } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.map((skill: { name: string }) => skill.name)).toEqual(["Logo design", "Canva"]);
    const unknown = await call({
      method: "POST",
      url: "worker/worker_skills",
      token,
      payload: { skills: [{ ...skills[0], category_id: "no-such-category" }] },
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, "Fail to update skills/achievements/socials"]);
    // The refused save left the list as it was.
    expect((await call({ url: "worker/worker_skills", token })).json().data).toHaveLength(2);

    await call({
      method: "POST",
      url: "worker/worker_achievements",
      token,
      payload: { achievements: [{ title: "Best shop logo 2025", detail: "Bandung creative week" }] },
    });
    const socials = await call({
      method: "POST",
      url: "worker/worker_socials",
      token,
      payload: { socials: [{ type: "instagram", channel_url: "http://insecure.example", username: "ayu" }] },
    });
    expect(socials.statusCode).toBe(400);
    await call({
      method: "POST",
      url: "worker/worker_socials",
      token,
      payload: {
        socials: [{ type: "instagram", channel_url: "https://instagram.com/ayu", username: "ayu", followers: 1200 }],
      },
    });
    const profile = (await call({ url: "common/profileDetail?userType=0", token })).json().data;
    expect(profile).toMatchObject({
      skill_overview: "Logo design, Canva",
      achievements: [{ title: "Best shop logo 2025" }],
      socials: [{ username: "ayu", followers: 1200 }],
    });
    expect(profile.completeness.missing).not.toContain("skills");
  });

  it("shows another member the public profile only, and edits only one's own", async () => {
    const owner = await createSignedInUser(t.database.db);
    const other = await createSignedInUser(t.database.db);
    const mine = (await call({ method: "PUT", url: "worker/workers/1", token: owner.token, payload: basic })).json()
      .data;
    const seen = (await call({ url: `common/profileDetail?userType=0&id=${mine.id}`, token: other.token })).json().data;
    expect(seen).toMatchObject({ id: mine.id, name: "Ayu Lestari", completeness: null });
    // The other member's PUT makes their own profile; the owner's stays as it was.
    await call({ method: "PUT", url: "worker/workers/1", token: other.token, payload: { name: "Someone else" } });
    const after = (await call({ url: "common/profileDetail?userType=0", token: owner.token })).json().data;
    expect(after.name).toBe("Ayu Lestari");
    // A worker profile is not a client profile.
    const asClient = await call({ url: `common/profileDetail?userType=1&id=${mine.id}`, token: other.token });
    expect(asClient.statusCode).toBe(404);
    // Visitors see nothing.
    expect((await call({ url: `common/profileDetail?userType=0&id=${mine.id}` })).statusCode).toBe(401);
  });

  it("names categories in the asked language, and rates a worker by the mean of the reviews", async () => {
    const categories = (await call({ url: "public/categories?locale=vi" })).json().data;
    expect(categories.find((category: { id: string }) => category.id === "design")).toMatchObject({ name: "Thiết kế" });
    expect((await call({ url: "public/categories?locale=fr" })).statusCode).toBe(400);

    const worker = await createSignedInUser(t.database.db);
    const profile = (await call({ method: "PUT", url: "worker/workers/1", token: worker.token, payload: basic })).json()
      .data;
    const reviewer = await createSignedInUser(t.database.db, { name: "Rina", lastName: "Putri" });
    for (const rating of [5, 4, 4]) {
      await t.database.db.execute(sql`insert into job_reviews (id, profile_id, reviewer_user_id, rating, content)
        values (${newId()}, ${profile.id}, ${reviewer.user.id}, ${rating}, 'Clear, quick and friendly work.')`);
    }
    const seen = (await call({ url: "common/profileDetail?userType=0", token: worker.token })).json().data;
    expect([seen.rate, seen.review_count]).toEqual([4.3, 3]);
    const page = (await call({ url: `public/workers/${profile.id}/reviews?limit=2` })).json();
    expect(page.meta).toEqual({ page: 1, limit: 2, total: 3, total_pages: 2 });
    expect(page.data[0].reviewer).toMatchObject({ name: "Rina Putri" });
    expect(page.data[0].reviewer).not.toHaveProperty("email");
    const one = (await call({ url: `public/reviews/${page.data[0].id}` })).json().data;
    expect(one.id).toBe(page.data[0].id);
    const own = (await call({ url: "common/reviews?userType=0", token: worker.token })).json();
    expect(own.meta.total).toBe(3);
  });

  it("moves a job mission when a worker profile is set up, once", async () => {
    const admin = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
    const mission = await defineMission(t.app, admin.token, {
      category: "job",
      title: copy("Start on flash jobs"),
      sub_missions: [{ title: copy("Create your worker profile"), description: copy("x"), target: 1, point: 15 }],
    });
    const { token } = await createSignedInUser(t.database.db);
    const progress = async () =>
      (await t.app.inject({ url: "/api/missions?type=levelUp", headers: { token } }))
        .json()
        .data.list_missions.find((item: { id: string }) => item.id === mission.id)?.sub_mission;
    expect(await progress()).toMatchObject({ current_progress: 0, claimable: false });
    for (const name of ["Ayu", "Ayu Lestari"]) {
      const saved = await call({ method: "PUT", url: "worker/workers/1", token, payload: { ...basic, name } });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect(await progress()).toMatchObject({ current_progress: 1, claimable: true });
  });
});
