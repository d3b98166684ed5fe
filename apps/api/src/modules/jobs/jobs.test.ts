import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { testDatabaseUrl } from "../../test/database.js";
import { createSignedInUser } from "../../test/factories.js";
import { balanceOf, houseAccounts, ledgerInvariantViolations, postPoints } from "../ledger/index.js";
import { notifications } from "../notifications/index.js";
import { autoPayDue } from "./flow.js";
import { jobPosts } from "./tables.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Call = { method?: "GET" | "PUT" | "POST"; url: string; token: string; payload?: object };
const call = ({ method = "GET", url, token, payload }: Call) =>
  t.app.inject({ method, url: `/api/job/${url}`, headers: { token }, ...(payload && { payload }) });

async function grant(userId: string, amountCents: number) {
  await t.database.db.transaction((tx) =>
    postPoints(tx, {
      userId,
      amountCents,
      type: "SettingPointUser",
      cause: { kind: "test", id: userId },
      idempotencyKey: `grant:${randomUUID()}`,
    }),
  );
}

async function client(points = 100_000) {
  const member = await createSignedInUser(t.database.db);
  await call({ method: "PUT", url: "client/clients/1", token: member.token, payload: { name: "Toko Maju" } });
  if (points > 0) await grant(member.user.id, points);
  return member;
}
async function worker() {
  const member = await createSignedInUser(t.database.db);
  const saved = await call({ method: "PUT", url: "worker/workers/1", token: member.token, payload: { name: "Ayu" } });
  expect(saved.statusCode, saved.body).toBe(200);
  return member;
}
const jobPayload = {
  job_type: "online",
  title: "Design a logo for a coffee shop",
  description: "A simple mark for a shop in Bandung.",
  fee: 50_000,
  workers_needed: 1,
  publish: true,
};
async function postJob(token: string, extra: object = {}) {
  const posted = await call({ method: "POST", url: "client/jobs", token, payload: { ...jobPayload, ...extra } });
  expect(posted.statusCode, posted.body).toBe(200);
  return posted.json().data as { id: string };
}
async function applyTo(token: string, jobId: string, offer = 40_000) {
  const applied = await call({
    method: "POST",
    url: "worker/applicants",
    token,
    payload: { job_id: jobId, offer_price: offer },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  return applied.json().data as { id: string; status: string };
}

describe("the job marketplace", () => {
  it("runs a job from posting to payment and reviews, money through escrow", async () => {
    const c = await client();
    const w = await worker();
    const job = await postJob(c.token);

    const list = (await call({ url: "worker/jobs", token: w.token })).json();
    const card = list.data.find((j: { id: string }) => j.id === job.id);
    expect(card).toMatchObject({ ribbon: "new", service_fee: 5_000, contract_fee: 45_000 });
    expect(
      (await call({ method: "POST", url: "worker/jobs/seen_update", token: w.token, payload: { id: job.id } }))
        .statusCode,
    ).toBe(200);
    expect((await call({ url: `worker/jobs/${job.id}`, token: w.token })).json().data.ribbon).toBe("open");
    const favorite = await call({
      method: "POST",
      url: "worker/favorites",
      token: w.token,
      payload: { job_id: job.id },
    });
    expect(favorite.json().data.is_favorite).toBe(true);
    expect((await call({ url: "worker/favorites", token: w.token })).json().data).toHaveLength(1);

    const quote = await call({ url: "price_quotation?offer_price=40000", token: w.token });
    expect(quote.json().data).toEqual({ offer_price: 40_000, service_fee: 4_000, contract_fee: 36_000 });
    const application = await applyTo(w.token, job.id);
    expect(application.status).toBe("applied");
    const edited = await call({
      method: "PUT",
      url: `worker/applicants/${application.id}`,
      token: w.token,
      payload: { offer_price: 30_000 },
    });
    expect(edited.json().data).toMatchObject({ offer_price: 30_000, service_fee: 3_000, contract_fee: 27_000 });
    expect((await call({ url: `worker/jobs/${job.id}`, token: w.token })).json().data.ribbon).toBe("applied");

    const jobs = (await call({ url: "client/jobs", token: c.token })).json().data;
    expect(jobs[0]).toMatchObject({ id: job.id, applicants_count: 1, status: "open" });
    const applicants = (await call({ url: `client/jobs/${job.id}/applicants`, token: c.token })).json().data;
    expect(applicants[0]).toMatchObject({ id: application.id, offer_price: 30_000, worker: { name: "Ayu" } });

    const hired = await call({ method: "POST", url: `client/applicants/${application.id}/hire`, token: c.token });
    expect(hired.statusCode, hired.body).toBe(200);
    expect(hired.json().data.status).toBe("hired");
    expect(await balanceOf(t.database.db, c.user.id)).toBe(70_000);
    // Not hired any more: the quote is fixed, and withdrawing names the status.
    const late = await call({
      method: "PUT",
      url: "worker/applicants/update_status",
      token: w.token,
      payload: { id: application.id, status: "withdraw" },
    });
    expect([late.statusCode, late.json().message]).toEqual([409, expect.stringContaining("hired")]);

    const reported = await call({
      method: "PUT",
      url: "worker/applicants/update_status",
      token: w.token,
      payload: { id: application.id, status: "worker_completed" },
    });
    expect(reported.json().data).toMatchObject({ status: "worker_completed", auto_pay_at: expect.any(String) });
    const feesBefore = await balanceOf(t.database.db, houseAccounts.fees.id).catch(() => 0);
    const confirmed = await call({
      method: "POST",
      url: `client/applicants/${application.id}/confirm`,
      token: c.token,
    });
    expect(confirmed.json().data.status).toBe("payment_complete");
    expect(await balanceOf(t.database.db, w.user.id)).toBe(27_000);
    expect(await balanceOf(t.database.db, c.user.id)).toBe(70_000);
    void feesBefore;

    const again = await call({ method: "POST", url: `client/applicants/${application.id}/confirm`, token: c.token });
    expect([again.statusCode, again.json().message]).toEqual([409, expect.stringContaining("payment complete")]);

    const noRating = await call({
      method: "POST",
      url: "client/reviews",
      token: c.token,
      payload: { application_id: application.id, content: "Great work, on time." },
    });
    expect([noRating.statusCode, noRating.json().message]).toEqual([400, "rating: Please rate worker"]);
    const review = await call({
      method: "POST",
      url: "client/reviews",
      token: c.token,
      payload: { application_id: application.id, rating: 5, content: "Great work, on time." },
    });
    expect(review.statusCode, review.body).toBe(200);
    const workerReview = await call({
      method: "POST",
      url: "worker/reviews",
      token: w.token,
      payload: { application_id: application.id, rating: 4, content: "Clear brief, paid fast." },
    });
    expect(workerReview.statusCode, workerReview.body).toBe(200);
    expect((await call({ url: `worker/applicants?status=payment_complete`, token: w.token })).json().data).toHaveLength(
      1,
    );
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it("finds onsite jobs near a point, by keyword and fee", async () => {
    const c = await client(0);
    const w = await worker();
    const near = await postJob(c.token, {
      job_type: "onsite",
      title: "Cat sitter in Bandung",
      lat: -6.9175,
      lng: 107.6191,
      fee: 20_000,
    });
    const far = await postJob(c.token, {
      job_type: "onsite",
      title: "Cat sitter in Hanoi",
      lat: 21.0285,
      lng: 105.8542,
      fee: 20_000,
    });
    const around = (
      await call({ url: "worker/jobs?job_type=onsite&lat=-6.92&long=107.62&distance=10000", token: w.token })
    ).json().data;
    const ids = around.map((j: { id: string }) => j.id);
    expect(ids).toContain(near.id);
    expect(ids).not.toContain(far.id);
    expect(around.find((j: { id: string }) => j.id === near.id).distance).toBeLessThan(1_000);
    const keyword = (
      await call({ url: "worker/jobs?job_type=onsite&keyword=hanoi&fee_min=15000&fee_max=25000", token: w.token })
    ).json().data;
    expect(keyword.map((j: { id: string }) => j.id)).toContain(far.id);
    expect(keyword.map((j: { id: string }) => j.id)).not.toContain(near.id);
  });

  it("lists social jobs apart, for the social profile type, and online ones by default", async () => {
    const c = await client(0);
    const w = await worker();
    const social = await postJob(c.token, { job_type: "social", title: "Review our noodles on your TikTok" });
    const online = await postJob(c.token, { title: "Translate a menu" });
    const idsOf = async (url: string) =>
      (await call({ url, token: w.token })).json().data.map((j: { id: string }) => j.id);
    const socialIds = await idsOf("worker/jobs?job_type=social&limit=50");
    expect(socialIds).toContain(social.id);
    expect(socialIds).not.toContain(online.id);
    const byDefault = await idsOf("worker/jobs?limit=50");
    expect(byDefault).toContain(online.id);
    expect(byDefault).not.toContain(social.id);
  });

  it("keeps everyone else's jobs and applications out of reach", async () => {
    const c = await client();
    const w = await worker();
    const stranger = await worker();
    const job = await postJob(c.token);
    const application = await applyTo(w.token, job.id);
    for (const url of [
      `worker/applicants/${application.id}`,
      `client/applicants/${application.id}`,
      `client/jobs/${job.id}`,
      `client/jobs/${job.id}/applicants`,
    ]) {
      expect((await call({ url, token: stranger.token })).statusCode, url).toBe(404);
    }
    expect(
      (await call({ method: "POST", url: `client/applicants/${application.id}/hire`, token: stranger.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call({ method: "POST", url: `client/applicants/${application.id}/hire`, token: w.token })).statusCode,
    ).toBe(404);
    const withdraw = await call({
      method: "PUT",
      url: "worker/applicants/update_status",
      token: stranger.token,
      payload: { id: application.id, status: "withdraw" },
    });
    expect(withdraw.statusCode).toBe(404);
    expect(
      (
        await call({
          method: "PUT",
          url: `client/jobs/${job.id}`,
          token: stranger.token,
          payload: { title: "Mine now" },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses a low offer, a missing reason and a hire without the points, with the spec's words", async () => {
    const c = await client(10_000);
    const w = await worker();
    const low = await call({
      method: "POST",
      url: "client/jobs",
      token: c.token,
      payload: { ...jobPayload, fee: 9_999 },
    });
    expect([low.statusCode, low.json().message, low.json().field]).toEqual([
      400,
      "fee: * The fee must be at least 10000",
      "fee",
    ]);
    const job = await postJob(c.token);
    const lowOffer = await call({
      method: "POST",
      url: "worker/applicants",
      token: w.token,
      payload: { job_id: job.id, offer_price: 5_000 },
    });
    expect(lowOffer.json().message).toBe("offer_price: * The fee must be at least 10000");
    const application = await applyTo(w.token, job.id, 25_000);
    const duplicate = await call({
      method: "POST",
      url: "worker/applicants",
      token: w.token,
      payload: { job_id: job.id, offer_price: 25_000 },
    });
    expect(duplicate.statusCode).toBe(409);
    const poor = await call({ method: "POST", url: `client/applicants/${application.id}/hire`, token: c.token });
    expect([poor.statusCode, poor.json().data]).toEqual([409, { shortfall: 15_000 }]);
    expect((await call({ url: `client/applicants/${application.id}`, token: c.token })).json().data.status).toBe(
      "applied",
    );
    const noReason = await call({
      method: "POST",
      url: `client/applicants/${application.id}/cancel`,
      token: c.token,
      payload: { reason: "short" },
    });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, "reason: Please enter your reason"]);
    const report = await call({ method: "POST", url: "worker/reports", token: w.token, payload: { job_id: job.id } });
    expect(report.json().message).toBe("reason: Please enter your reason");
  });

  it("refunds a cancellation before the report and disputes one after; the back office settles", async () => {
    const c = await client();
    const admin = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
    const job = await postJob(c.token, { workers_needed: 2 });
    const [w1, w2] = [await worker(), await worker()];
    const a1 = await applyTo(w1.token, job.id, 20_000);
    const a2 = await applyTo(w2.token, job.id, 30_000);
    for (const a of [a1, a2]) await call({ method: "POST", url: `client/applicants/${a.id}/hire`, token: c.token });
    expect(await balanceOf(t.database.db, c.user.id)).toBe(50_000);
    const reason = { reason: "The brief changed completely." };
    const refunded = await call({
      method: "POST",
      url: `client/applicants/${a1.id}/cancel`,
      token: c.token,
      payload: reason,
    });
    expect(refunded.json().data.status).toBe("cancelled");
    expect(await balanceOf(t.database.db, c.user.id)).toBe(70_000);

    await call({
      method: "PUT",
      url: "worker/applicants/update_status",
      token: w2.token,
      payload: { id: a2.id, status: "worker_completed" },
    });
    const disputed = await call({
      method: "POST",
      url: `client/applicants/${a2.id}/cancel`,
      token: c.token,
      payload: reason,
    });
    expect(disputed.json().data.status).toBe("disputed");
    const admins = (url: string, method: "GET" | "POST" = "GET", payload?: object) =>
      t.app.inject({ method, url: `/api/admin/${url}`, headers: { token: admin.token }, ...(payload && { payload }) });
    const open = (await admins("job_disputes?status=open")).json().data;
    expect(open.find((d: { application_id: string }) => d.application_id === a2.id)).toMatchObject({
      client: { id: c.user.id, name: expect.any(String), email: c.user.email },
      worker: { id: w2.user.id, email: w2.user.email },
      amount: 30_000,
    });
    const reported = await call({
      method: "POST",
      url: "worker/reports",
      token: w2.token,
      payload: { job_id: job.id, application_id: a2.id, reason: "The client stopped answering me." },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const reports = (await admins("job_reports?status=open")).json().data;
    expect(reports.find((r: { id: string }) => r.id === reported.json().data.id)).toMatchObject({
      job_title: jobPayload.title,
      job_status: "open",
      reporter: { id: w2.user.id, email: w2.user.email },
      payable: [{ worker: { id: w2.user.id }, amount: 30_000 }],
    });
    const split = await admins(`job_disputes/${a2.id}/resolve`, "POST", { resolution: "split", worker_amount: 10_000 });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json().data).toMatchObject({ status: "resolved", worker_amount: 10_000, refund_amount: 20_000 });
    expect(await balanceOf(t.database.db, w2.user.id)).toBe(9_000);
    expect(await balanceOf(t.database.db, c.user.id)).toBe(90_000);
    expect((await admins(`job_disputes/${a2.id}/resolve`, "POST", { resolution: "pay" })).statusCode).toBe(409);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it("pays once when the client's confirmation races the automatic payment", async () => {
    const c = await client();
    const w = await worker();
    const job = await postJob(c.token);
    const a = await applyTo(w.token, job.id, 20_000);
    await call({ method: "POST", url: `client/applicants/${a.id}/hire`, token: c.token });
    await call({
      method: "PUT",
      url: "worker/applicants/update_status",
      token: w.token,
      payload: { id: a.id, status: "worker_completed" },
    });
    const later = new Date(Date.now() + 4 * 86_400_000);
    const [confirm, auto] = await Promise.all([
      call({ method: "POST", url: `client/applicants/${a.id}/confirm`, token: c.token }),
      autoPayDue(t.database.db, later, a.id),
    ]);
    expect(confirm.statusCode === 200 ? 1 : 0).toBe(1 - auto);
    expect(await autoPayDue(t.database.db, later, a.id)).toBe(0);
    expect(await balanceOf(t.database.db, w.user.id)).toBe(18_000);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it("hires one worker for a one-worker job, however many hires race", async () => {
    const c = await client(1_000_000);
    const job = await postJob(c.token);
    const count = testDatabaseUrl ? 20 : 5;
    const applications = [];
    for (let i = 0; i < count; i++) applications.push(await applyTo((await worker()).token, job.id, 10_000));
    const hires = await Promise.all(
      applications.map((a) => call({ method: "POST", url: `client/applicants/${a.id}/hire`, token: c.token })),
    );
    expect(hires.filter((h) => h.statusCode === 200)).toHaveLength(1);
    expect(hires.every((h) => h.statusCode < 500)).toBe(true);
    expect(await balanceOf(t.database.db, c.user.id)).toBe(990_000);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it("declines the applicants still waiting once hires fill the job, and tells them", async () => {
    const c = await client(1_000_000);
    const job = await postJob(c.token, { workers_needed: 2 });
    const workers = [await worker(), await worker(), await worker(), await worker()];
    const applications = [];
    for (const w of workers) applications.push(await applyTo(w.token, job.id, 10_000));
    const [first, second, third, fourth] = applications.map((a) => a.id);
    const withdrawn = await call({
      method: "PUT",
      url: "worker/applicants/update_status",
      token: workers[3]?.token ?? "",
      payload: { id: fourth, status: "withdraw" },
    });
    expect(withdrawn.statusCode).toBe(200);
    await call({ method: "POST", url: `client/applicants/${first}/hire`, token: c.token });
    // One slot left: the third applicant still waits.
    expect((await call({ url: `client/applicants/${third}`, token: c.token })).json().data.status).toBe("applied");
    await call({ method: "POST", url: `client/applicants/${second}/hire`, token: c.token });
    const statuses = await Promise.all(
      applications.map(
        async (a) => (await call({ url: `client/applicants/${a.id}`, token: c.token })).json().data.status,
      ),
    );
    expect(statuses).toEqual(["hired", "hired", "declined", "withdraw"]);
    const rows = await t.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, workers[2]?.user.id ?? ""));
    expect(rows.map((row) => row.kind)).toContain("job_application_declined");
  });

  it("refuses an application after the job's deadline", async () => {
    const c = await client();
    const w = await worker();
    const job = await postJob(c.token, { deadline: new Date(Date.now() + 60_000).toISOString() });
    // The deadline passes after the job was posted.
    await t.database.db
      .update(jobPosts)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(jobPosts.id, job.id));
    const late = await call({
      method: "POST",
      url: "worker/applicants",
      token: w.token,
      payload: { job_id: job.id, offer_price: 20_000 },
    });
    expect([late.statusCode, late.json().message]).toEqual([409, expect.stringContaining("deadline")]);
  });
});
