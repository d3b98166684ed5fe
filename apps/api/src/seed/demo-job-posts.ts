import { jobRules, nextStatus, statusesAllowing } from "@rewards/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client.js";
import { readTogether } from "../db/reads.js";
import { newId } from "../lib/ids.js";
import { jobProfiles } from "../modules/job-profiles/tables.js";
import {
  apply,
  cancel,
  confirmCompletion,
  createJob,
  decline,
  hire,
  reportCompletion,
  reportJob,
  withdraw,
} from "../modules/jobs/index.js";
import { jobApplications } from "../modules/jobs/tables.js";
import { postPoints } from "../modules/ledger/index.js";
import { createUser, findLiveUserByEmail } from "../modules/users/index.js";
import { demoPassword } from "./demo-accounts.js";
import { cityCentres, type DemoJob, demoOpenJobs } from "./demo-job-posts-data.js";

/**
 * The job marketplace's posts and applications, made through the marketplace's own calls (post,
 * apply, hire, report, confirm), so the escrow and every balance are what real use would leave:
 * about forty open jobs from two more clients around Jakarta, Bandung, Hanoi and Ho Chi Minh City,
 * and the demo client's jobs with the demo worker's application in each status, one of them disputed
 * and another reported, so the back office's job marketplace section has something to settle.
 */

/** The clients who posted the open jobs (README, "Demo accounts"). */
export const demoJobPosters = [
  {
    email: "budi.client@example.com",
    name: "Budi",
    lastName: "Santoso",
    company: "Budi Kreatif",
    countryCode: "+62",
    phoneNumber: "81200000031",
    locale: "id",
    birthDay: "1987-07-17",
    cities: ["jakarta", "bandung"],
  },
  {
    email: "linh.client@example.com",
    name: "Linh",
    lastName: "Nguyen",
    company: "Linh & Co",
    countryCode: "+84",
    phoneNumber: "901000032",
    locale: "vi",
    birthDay: "1990-12-02",
    cities: ["hanoi", "hcmc"],
  },
] as const;

/** What the demo client starts with to hire from (cents); the demo hires take their part into escrow. */
export const demoClientPointsCents = 2_000_000;

const day = 86_400_000;
/** A position near the city's centre, spread by the job's index so the pins do not overlap. */
function near(city: DemoJob["city"], index: number) {
  const centre = cityCentres[city];
  const spread = 0.03;
  return {
    lat: Number((centre.lat + (((index * 37) % 11) - 5) * (spread / 5)).toFixed(6)),
    lng: Number((centre.lng + (((index * 53) % 13) - 6) * (spread / 6)).toFixed(6)),
  };
}

function jobBody(job: DemoJob, index: number) {
  const start = new Date(Date.now() + (7 + (index % 10)) * day).toISOString().slice(0, 10);
  return {
    category_id: job.category,
    job_type: job.type,
    title: job.title,
    description: job.description,
    address: job.type === "onsite" ? (job.address ?? cityCentres[job.city].name) : "",
    ...(job.type === "onsite" ? near(job.city, index) : { lat: null, lng: null }),
    fee: job.fee,
    deadline: new Date(Date.now() + (5 + (index % 9)) * day).toISOString(),
    start_time: job.type === "onsite" ? "08:00" : null,
    delivery_time: job.type === "online" ? "Within 5 days" : null,
    start_date: start,
    end_date: start,
    workers_needed: job.workers ?? 1,
    publish: true,
  };
}

/** The demo client's own jobs, one for each step the demo worker's application stands at. */
const clientJobs = [
  {
    step: "applied",
    title: "Menu board design for Citra Kopi",
    description:
      "A chalkboard-style menu for our District 1 shop: 24 drinks and 6 cakes, in Vietnamese and English, print-ready at 120×80 cm.",
    fee: 400_000,
    offer: 380_000,
  },
  {
    step: "declined",
    title: "Thiết kế cốc giấy cho mùa Tết",
    description: "Họa tiết cốc giấy 12 oz cho mùa Tết, hai màu, bàn giao file in.",
    fee: 300_000,
    offer: 450_000,
  },
  {
    step: "withdraw",
    title: "Logo refresh for our roastery",
    description: "A cleaner version of our roastery's logo for bags and the website, keeping the coffee-cherry mark.",
    fee: 600_000,
    offer: 600_000,
  },
  {
    step: "hired",
    title: "Instagram posts for the new cold brew",
    description: "Nine feed posts and three stories announcing our cold brew, from our product photos.",
    fee: 500_000,
    offer: 450_000,
  },
  {
    step: "worker_completed",
    title: "Poster for the latte art workshop",
    description: "One A2 poster and a square version for social media for our Saturday latte art workshop.",
    fee: 250_000,
    offer: 250_000,
  },
  {
    // Reported done, then cancelled by the client: a dispute the back office settles.
    step: "disputed",
    title: "Flyer for the opening week",
    description: "An A5 flyer announcing our new kiosk's opening week offers, in Vietnamese and English.",
    fee: 200_000,
    offer: 200_000,
  },
  {
    step: "completed",
    title: "Translate the loyalty card terms (vi to en)",
    description: "Our loyalty card's terms, about 900 words, from Vietnamese into plain English.",
    fee: 150_000,
    offer: 150_000,
  },
  {
    step: "payment_complete",
    title: "Logo for the Citra Kopi kiosk",
    description: "A compact logo for our new kiosk in Bến Thành market, readable on a small sign.",
    fee: 350_000,
    offer: 320_000,
  },
] as const;

export async function loadDemoJobPosts(tx: Tx): Promise<void> {
  // The marketplace's calls take a database and open their own transactions: inside this set's
  // transaction they are savepoints, and the set still commits or rolls back as one.
  const db: Db = tx;
  const [worker, client] = await readTogether(
    tx,
    ["worker@example.com", "client@example.com"].map((email) => () => findLiveUserByEmail(tx, email)),
  );
  if (!worker || !client) return;

  let index = 0;
  for (const poster of demoJobPosters) {
    const user = await createUser(tx, {
      email: poster.email,
      password: demoPassword,
      emailConfirmed: true,
      phoneConfirmed: true,
      roles: ["member", "client"],
      name: poster.name,
      lastName: poster.lastName,
      birthDay: poster.birthDay,
      countryCode: poster.countryCode,
      phoneNumber: poster.phoneNumber,
      locale: poster.locale,
    });
    const centre = cityCentres[poster.cities[0]];
    await tx.insert(jobProfiles).values({
      id: newId(),
      userId: user.id,
      userType: 1,
      profileType: "flashjob",
      name: `${poster.name} ${poster.lastName}`,
      accountType: "company",
      companyName: poster.company,
      companyEmployees: 5,
      languageCodes: [poster.locale, "en"],
      address: centre.name,
      lat: centre.lat,
      lng: centre.lng,
    });
    const cities: readonly string[] = poster.cities;
    for (const job of demoOpenJobs.filter((candidate) => cities.includes(candidate.city))) {
      await createJob(db, user.id, jobBody(job, index++));
    }
  }

  await postPoints(tx, {
    userId: client.id,
    amountCents: demoClientPointsCents,
    type: "SettingPointUser",
    cause: { kind: "demo_data", id: "client_budget" },
    idempotencyKey: `demo:client_budget:${client.id}`,
    note: "Hiring budget",
  });
  for (const [position, planned] of clientJobs.entries()) {
    const job = await createJob(db, client.id, {
      category_id: planned.step === "completed" ? "writing-translation" : "design-social",
      job_type: "online",
      title: planned.title,
      description: planned.description,
      address: "",
      lat: null,
      lng: null,
      fee: planned.fee,
      deadline: new Date(Date.now() + (10 + position) * day).toISOString(),
      start_time: null,
      delivery_time: "Within a week",
      start_date: null,
      end_date: null,
      workers_needed: 1,
      publish: true,
    });
    const application = await apply(db, worker.id, {
      job_id: job.id,
      offer_price: planned.offer,
      start_date: null,
      end_date: null,
      deadline: null,
      message: "Hi! I have designed for cafés in Bandung for six years; my portfolio has two of them.",
    });
    const id = application.id;
    if (planned.step === "declined") await decline(db, client.id, id);
    if (planned.step === "withdraw") await withdraw(db, worker.id, id);
    if (planned.step === "applied" || planned.step === "declined" || planned.step === "withdraw") continue;
    await hire(db, client.id, id);
    if (planned.step === "hired") {
      // The worker reports the job in progress: an open report, its job payable by the back office.
      await reportJob(db, worker.id, {
        job_id: job.id,
        application_id: id,
        reason: "The client asks for twelve posts now, not nine, for the same offer.",
      });
      continue;
    }
    await reportCompletion(db, worker.id, id, { autoPayDays: jobRules.autoPayDays });
    if (planned.step === "payment_complete") await confirmCompletion(db, client.id, id);
    if (planned.step === "completed") await confirmedAwaitingPayment(tx, id);
    if (planned.step === "disputed")
      await cancel(db, client.id, id, "The flyer still shows last year's logo and the wrong opening date.");
  }
}

/**
 * 'Completed' lasts only a moment in real use (the confirmation pays at once): the demo stops one
 * application there, by the state machine's own step, with its points still held in escrow.
 */
async function confirmedAwaitingPayment(tx: Tx, id: string) {
  const step = nextStatus("worker_completed", "confirm", "client");
  if (!step.ok) return;
  await tx
    .update(jobApplications)
    .set({ status: step.status, updatedAt: new Date() })
    .where(and(eq(jobApplications.id, id), inArray(jobApplications.status, [...statusesAllowing("confirm")])));
}
