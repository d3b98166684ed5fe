import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../lib/local-day.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { balanceOf, postPoints } from "../ledger/index.js";
import { reportCompletion } from "./flow.js";
import { jobApplications } from "./tables.js";

/** The dates of a quote, the report of work before it starts, a quote's fee, and hiring the quote the client saw. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Call = { method?: "GET" | "PUT" | "POST"; url: string; token: string; payload?: object; zone?: string };
const call = ({ method = "GET", url, token, payload, zone }: Call) =>
  t.app.inject({
    method,
    url: `/api/job/${url}`,
    headers: { token, ...(zone && { timezone: zone }) },
    ...(payload && { payload }),
  });

const today = () => new Date().toISOString().slice(0, 10);

async function hiredApplication(quote: object = {}, job: object = {}) {
  const c = await createSignedInUser(t.database.db);
  await call({ method: "PUT", url: "client/clients/1", token: c.token, payload: { name: "Toko Maju" } });
  await t.database.db.transaction((tx) =>
    postPoints(tx, {
      userId: c.user.id,
      amountCents: 100_000,
      type: "SettingPointUser",
      cause: { kind: "test", id: c.user.id },
      idempotencyKey: `grant:${randomUUID()}`,
    }),
  );
  const w = await createSignedInUser(t.database.db);
  await call({ method: "PUT", url: "worker/workers/1", token: w.token, payload: { name: "Ayu" } });
  const posted = await call({
    method: "POST",
    url: "client/jobs",
    token: c.token,
    payload: { job_type: "online", title: "Logo", fee: 50_000, publish: true, ...job },
  });
  expect(posted.statusCode, posted.body).toBe(200);
  const applied = await call({
    method: "POST",
    url: "worker/applicants",
    token: w.token,
    payload: { job_id: posted.json().data.id, offer_price: 40_000, ...quote },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  const id = applied.json().data.id as string;
  return { c, w, id };
}

const report = (token: string, id: string, zone?: string) =>
  call({
    method: "PUT",
    url: "worker/applicants/update_status",
    token,
    payload: { id, status: "worker_completed" },
    ...(zone && { zone }),
  });

describe("a quote's dates", () => {
  it("refuse an end or a deadline before the start, naming the field, when sent and when changed", async () => {
    const { w, id } = await hiredApplication({ start_date: "2030-03-10" });
    const jobId = (await call({ url: `worker/applicants/${id}`, token: w.token })).json().data.job_id;
    const w2 = await createSignedInUser(t.database.db);
    await call({ method: "PUT", url: "worker/workers/1", token: w2.token, payload: { name: "Budi" } });
    for (const [extra, field, message] of [
      [{ end_date: "2030-03-09" }, "end_date", "The end date cannot be before the start date."],
      [{ deadline: "2030-03-08T12:00:00Z" }, "deadline", "The deadline cannot be before the start date."],
    ] as const) {
      const refused = await call({
        method: "POST",
        url: "worker/applicants",
        token: w2.token,
        payload: { job_id: jobId, offer_price: 40_000, start_date: "2030-03-10", ...extra },
      });
      expect([refused.statusCode, refused.json().field, refused.json().message]).toEqual([
        400,
        field,
        `${field}: ${message}`,
      ]);
    }
    // A deadline alone, changed on a quote that keeps its start: checked against the kept start.
    const edited = await call({
      method: "PUT",
      url: `worker/applicants/${id}`,
      token: w.token,
      payload: { deadline: "2030-03-01T12:00:00Z" },
    });
    expect([edited.statusCode, edited.json().field]).toEqual([400, "deadline"]);
    const fine = await call({
      method: "PUT",
      url: `worker/applicants/${id}`,
      token: w.token,
      payload: { deadline: "2030-03-10T15:00:00Z" },
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe("an edit", () => {
  it("changes only what it sends: the quote's dates and note, the job's description and workers stay", async () => {
    const { c, w, id } = await hiredApplication(
      { start_date: "2030-03-10", message: "Six years of logos" },
      { description: "A mark for a cafe", workers_needed: 3 },
    );
    const edited = await call({
      method: "PUT",
      url: `worker/applicants/${id}`,
      token: w.token,
      payload: { offer_price: 45_000 },
    });
    expect(edited.json().data).toMatchObject({
      offer_price: 45_000,
      start_date: "2030-03-10",
      message: "Six years of logos",
    });
    const jobId = edited.json().data.job_id;
    const job = await call({
      method: "PUT",
      url: `client/jobs/${jobId}`,
      token: c.token,
      payload: { title: "Logo, round" },
    });
    expect(job.json().data).toMatchObject({
      title: "Logo, round",
      description: "A mark for a cafe",
      workers_needed: 3,
    });
  });
});

describe("reporting the work done", () => {
  it("is refused before the quoted start day, naming it, and nothing moves", async () => {
    const start = addDays(today(), 3);
    const { c, w, id } = await hiredApplication({ start_date: start });
    const hired = await call({ method: "POST", url: `client/applicants/${id}/hire`, token: c.token });
    expect(hired.statusCode, hired.body).toBe(200);
    const early = await report(w.token, id);
    expect([early.statusCode, early.json().code]).toEqual([409, "work_not_started"]);
    expect(early.json().message).toBe(`The work starts on ${start}: report it done from that day.`);
    const [row] = await t.database.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    expect([row?.status, row?.reportedAt, row?.autoPayAt]).toEqual(["hired", null, null]);
  });

  it("follows the job's start date when the quote names none", async () => {
    const { c, w, id } = await hiredApplication({}, { start_date: addDays(today(), 2) });
    await call({ method: "POST", url: `client/applicants/${id}/hire`, token: c.token });
    expect((await report(w.token, id)).statusCode).toBe(409);
  });

  it("counts the start day in the worker's time zone", async () => {
    // 2030-03-10 begins at 17:00 UTC the day before in Jakarta (UTC+7).
    const { c, w, id } = await hiredApplication({ start_date: "2030-03-10" });
    await call({ method: "POST", url: `client/applicants/${id}/hire`, token: c.token });
    await expect(
      reportCompletion(t.database.db, w.user.id, id, {
        now: new Date("2030-03-09T16:59:00Z"),
        timeZone: "Asia/Jakarta",
      }),
    ).rejects.toMatchObject({ code: "work_not_started" });
    const reported = await reportCompletion(t.database.db, w.user.id, id, {
      now: new Date("2030-03-09T17:30:00Z"),
      timeZone: "Asia/Jakarta",
      autoPayDays: 3,
    });
    // Three days from the report, which is after the start.
    expect(reported.autoPayAt?.toISOString()).toBe("2030-03-12T17:30:00.000Z");
  });

  it("is taken from the start day on, auto-pay counted from the report", async () => {
    const { c, w, id } = await hiredApplication({ start_date: today() });
    await call({ method: "POST", url: `client/applicants/${id}/hire`, token: c.token });
    const reported = await report(w.token, id, "Pacific/Kiritimati");
    expect(reported.statusCode, reported.body).toBe(200);
    const autoPay = Date.parse(reported.json().data.auto_pay_at);
    expect(autoPay - Date.parse(reported.json().data.reported_at)).toBe(3 * 86_400_000);
  });
});

describe("a quote's fee", () => {
  it("says what is wrong: a fraction, too small, too large", async () => {
    const w = await createSignedInUser(t.database.db);
    for (const [offer, message] of [
      [1.5, "The fee must be a whole number of points."],
      [2 ** 53, "The fee can be at most 100000000."],
      [5_000, "* The fee must be at least 10000"],
    ] as const) {
      const refused = await call({
        method: "POST",
        url: "worker/applicants",
        token: w.token,
        payload: { job_id: randomUUID(), offer_price: offer },
      });
      expect([refused.statusCode, refused.json().message]).toEqual([400, `offer_price: ${message}`]);
    }
  });
});

describe("hiring", () => {
  it("takes the quote the client saw, and refuses one changed since with the new amount", async () => {
    const { c, w, id } = await hiredApplication();
    await call({ method: "PUT", url: `worker/applicants/${id}`, token: w.token, payload: { offer_price: 60_000 } });
    const stale = await call({
      method: "POST",
      url: `client/applicants/${id}/hire`,
      token: c.token,
      payload: { offer_price: 40_000 },
    });
    expect([stale.statusCode, stale.json().code, stale.json().data]).toEqual([
      409,
      "quote_changed",
      { offer_price: 60_000 },
    ]);
    expect(stale.json().message).toBe("The worker changed the quote to 60000 points: check it and hire again.");
    expect(await balanceOf(t.database.db, c.user.id)).toBe(100_000);
    const [row] = await t.database.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    expect(row?.status).toBe("applied");
    const hired = await call({
      method: "POST",
      url: `client/applicants/${id}/hire`,
      token: c.token,
      payload: { offer_price: 60_000 },
    });
    expect([hired.statusCode, hired.json().data.status]).toEqual([200, "hired"]);
    expect(await balanceOf(t.database.db, c.user.id)).toBe(40_000);
  });
});
