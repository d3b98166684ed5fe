import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSession } from "../modules/auth/index.js";
import { balanceOf, ledgerInvariantViolations } from "../modules/ledger/index.js";
import { findLiveUserByEmail } from "../modules/users/index.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { trackingStorage } from "../test/storage.js";
import { loadDemoData } from "./demo.js";
import { demoClientPointsCents } from "./demo-job-posts.js";

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

describe("the job marketplace's demo posts", () => {
  it("has about forty open jobs around four cities, onsite ones with their place", async () => {
    const token = await tokenOf("member@example.com");
    const online = (await job("worker/jobs?job_type=online&limit=50", token)).json();
    const onsite = (await job("worker/jobs?job_type=onsite&limit=50", token)).json();
    const social = (await job("worker/jobs?job_type=social&limit=50", token)).json();
    expect(online.meta.total + onsite.meta.total + social.meta.total).toBeGreaterThanOrEqual(40);
    // The social profile type's list: reviews on the worker's own channels.
    expect(social.meta.total).toBeGreaterThanOrEqual(2);
    for (const card of onsite.data) expect([card.address.length > 0, card.lat !== null]).toEqual([true, true]);
    const nearHanoi = (await job("worker/jobs?job_type=onsite&lat=21.0278&long=105.8342&distance=20000", token)).json();
    expect(nearHanoi.meta.total).toBeGreaterThan(0);
  });

  it("gives the demo worker an application in each status, paid through the escrow", async () => {
    const applications = (await job("worker/applicants?limit=50", await tokenOf("worker@example.com"))).json().data;
    expect(applications.map((a: { status: string }) => a.status).sort()).toEqual(
      [
        "applied",
        "completed",
        "declined",
        "disputed",
        "hired",
        "payment_complete",
        "withdraw",
        "worker_completed",
      ].sort(),
    );
    const paid = applications.find((a: { status: string }) => a.status === "payment_complete");
    const worker = await findLiveUserByEmail(t.database.db, "worker@example.com");
    const client = await findLiveUserByEmail(t.database.db, "client@example.com");
    // Earlier demo sets left the worker a few points of its own; the payment is on top.
    expect(await balanceOf(t.database.db, worker?.id ?? "")).toBeGreaterThanOrEqual(paid.contract_fee);
    // The client's budget less every hire still or finally paid: hired, reported, disputed, completed and paid.
    const hired = applications.filter((a: { status: string }) =>
      ["hired", "worker_completed", "disputed", "completed", "payment_complete"].includes(a.status),
    );
    const spent = hired.reduce((sum: number, a: { offer_price: number }) => sum + a.offer_price, 0);
    const clientBalance = await balanceOf(t.database.db, client?.id ?? "");
    // Earlier demo sets gave the client a few points (less than one job's fee) besides the budget.
    expect(clientBalance - (demoClientPointsCents - spent)).toBeGreaterThanOrEqual(0);
    expect(clientBalance - (demoClientPointsCents - spent)).toBeLessThan(10_000);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it("shows the demo client a job in progress with its applicant", async () => {
    const token = await tokenOf("client@example.com");
    const jobs = (await job("client/jobs?limit=50", token)).json().data;
    const inProgress = jobs.find((j: { hired_count: number }) => j.hired_count > 0);
    const applicants = (await job(`client/jobs/${inProgress.id}/applicants`, token)).json().data;
    expect(applicants[0].worker.name).toBe("Wira Worker");
    // Eight jobs, one application each; the withdrawn one no longer counts as an applicant.
    expect(jobs.map((j: { applicants_count: number }) => j.applicants_count).sort()).toEqual([0, 1, 1, 1, 1, 1, 1, 1]);
  });

  it("has chat threads between the demo worker and the demo client", async () => {
    const token = await tokenOf("worker@example.com");
    const rooms = (await t.app.inject({ url: "/api/chat/rooms", headers: { token } })).json().data;
    const talked = rooms.filter((room: { last_message_key: number }) => room.last_message_key > 0);
    expect(talked).toHaveLength(2);
    expect(talked[0].peer.id).not.toBe(talked[0].id);
    expect(Array.from(talked[0].last_message_text as string).length).toBeLessThanOrEqual(20);
  });

  it("leaves the back office one open dispute and one open report on the demo client's jobs", async () => {
    const token = await tokenOf("admin@example.com");
    const admin = (url: string) => t.app.inject({ url: `/api/admin/${url}`, headers: { token } });
    const disputes = (await admin("job_disputes?status=open")).json();
    expect(disputes.meta.total).toBe(1);
    expect(disputes.data[0]).toMatchObject({
      job_title: "Flyer for the opening week",
      amount: 200_000,
      client: { email: "client@example.com" },
      worker: { email: "worker@example.com" },
    });
    const reports = (await admin("job_reports?status=open")).json();
    expect(reports.meta.total).toBe(1);
    expect(reports.data[0]).toMatchObject({
      job_title: "Instagram posts for the new cold brew",
      reporter: { email: "worker@example.com" },
      payable: [{ worker: { email: "worker@example.com" }, amount: 450_000 }],
    });
  });
});
