import { type Application, quotation } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { users } from "../users/index.js";
import { type JobApplicationRow, type JobPostRow, jobApplications, jobPosts } from "./tables.js";

const iso = (value: Date | null) => value?.toISOString() ?? null;
/** The account's full name, for a member without a job-profile name. */
export const fullName = (person: { name: string | null; lastName: string | null }) =>
  [person.name, person.lastName].filter(Boolean).join(" ").trim() || "—";
const avatar = (key: string | null) => (key ? `/api/uploads/${key}` : null);

/** A job as both sides see its own fields. */
export function presentJob(row: JobPostRow) {
  const { service_fee, contract_fee } = quotation(row.feeCents);
  return {
    id: row.id,
    category_id: row.categoryId,
    job_type: row.jobType,
    title: row.title,
    description: row.description,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    fee: row.feeCents,
    service_fee,
    contract_fee,
    deadline: iso(row.deadline),
    start_time: row.startTime,
    delivery_time: row.deliveryTime,
    start_date: row.startDate,
    end_date: row.endDate,
    workers_needed: row.workersNeeded,
    hired_count: row.hiredCount,
    status: row.status,
    published_at: iso(row.publishedAt),
    created_at: row.createdAt.toISOString(),
  };
}

export const workerUsers = alias(users, "worker_users");
export const clientUsers = alias(users, "client_users");

/** The columns an application is presented from (with its job, both members and the worker's rating). */
export const applicationColumns = {
  application: jobApplications,
  jobTitle: jobPosts.title,
  worker: {
    id: workerUsers.id,
    name: workerUsers.name,
    lastName: workerUsers.lastName,
    avatarKey: workerUsers.avatarKey,
  },
  client: {
    id: clientUsers.id,
    name: clientUsers.name,
    lastName: clientUsers.lastName,
    avatarKey: clientUsers.avatarKey,
  },
  rate: sql<
    number | null
  >`(select avg(r.rating)::float8 from job_reviews r where r.profile_id = ${jobApplications.workerProfileId})`,
  verified: sql<boolean>`coalesce((select p.id_verified from job_profiles p where p.id = ${jobApplications.workerProfileId}), false)`,
  // The names members chose for their job profiles are how they know each other in the marketplace.
  workerProfileName: sql<
    string | null
  >`(select p.name from job_profiles p where p.id = ${jobApplications.workerProfileId})`,
  clientProfileName: sql<string | null>`(select p.name from job_profiles p where p.id = ${jobPosts.clientProfileId})`,
  clientReviewed: sql<boolean>`exists (select 1 from job_reviews r where r.application_id = ${jobApplications.id} and r.reviewer_user_id = ${clientUsers.id})`,
  workerReviewed: sql<boolean>`exists (select 1 from job_reviews r where r.application_id = ${jobApplications.id} and r.reviewer_user_id = ${workerUsers.id})`,
};

type Person = { id: string; name: string | null; lastName: string | null; avatarKey: string | null };
export type ApplicationRowView = {
  application: JobApplicationRow;
  jobTitle: string;
  worker: Person;
  client: Person;
  rate: number | null;
  verified: boolean;
  workerProfileName: string | null;
  clientProfileName: string | null;
  clientReviewed: boolean;
  workerReviewed: boolean;
};

export function presentApplication(row: ApplicationRowView): Application {
  const a = row.application;
  return {
    id: a.id,
    job_id: a.jobId,
    job_title: row.jobTitle,
    status: a.status,
    offer_price: a.offerCents,
    service_fee: a.serviceFeeCents,
    contract_fee: a.offerCents - a.serviceFeeCents,
    start_date: a.startDate,
    end_date: a.endDate,
    deadline: iso(a.deadline),
    message: a.message,
    hired_at: iso(a.hiredAt),
    reported_at: iso(a.reportedAt),
    auto_pay_at: iso(a.autoPayAt),
    paid_at: iso(a.paidAt),
    cancel_reason: a.cancelReason,
    chat_blocked: a.chatBlocked,
    worker: {
      id: row.worker.id,
      name: row.workerProfileName?.trim() || fullName(row.worker),
      avatar: avatar(row.worker.avatarKey),
      profile_id: a.workerProfileId,
      rate: row.rate === null ? null : Number(row.rate),
      verified: Boolean(row.verified),
    },
    client: {
      id: row.client.id,
      name: row.clientProfileName?.trim() || fullName(row.client),
      avatar: avatar(row.client.avatarKey),
    },
    client_reviewed: Boolean(row.clientReviewed),
    worker_reviewed: Boolean(row.workerReviewed),
    created_at: a.createdAt.toISOString(),
  };
}
