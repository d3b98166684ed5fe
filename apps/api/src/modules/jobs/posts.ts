import {
  type ApplicationBody,
  type ApplicationEditBody,
  type ApplicationStatus,
  errorCodes,
  type JobBody,
  type JobEditBody,
  jobMessages,
  jobRibbon,
  quotation,
  quoteDatesIssue,
  type WorkerJobsQuery,
} from "@rewards/contracts";
import { and, count, desc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { likePattern } from "../../lib/like-pattern.js";
import { profileOf } from "../job-profiles/index.js";
import { users } from "../users/index.js";
import { tell } from "./flow.js";
import {
  type ApplicationRowView,
  applicationColumns,
  clientUsers,
  presentApplication,
  presentJob,
  workerUsers,
} from "./present.js";
import { type JobPostRow, jobApplications, jobFavorites, jobPosts, jobSeenMarks } from "./tables.js";

export const noJob = () => new AppError(404, errorCodes.notFound, jobMessages.noJob);
const day = (value: string | null | undefined) => value ?? null;
const moment = (value: string | null | undefined) => (value ? new Date(value) : null);

function jobValues(body: Partial<JobBody>) {
  return {
    ...(body.category_id !== undefined && { categoryId: body.category_id }),
    ...(body.job_type !== undefined && { jobType: body.job_type }),
    ...(body.title !== undefined && { title: body.title }),
    ...(body.description !== undefined && { description: body.description }),
    ...(body.address !== undefined && { address: body.address }),
    ...(body.lat !== undefined && { lat: body.lat }),
    ...(body.lng !== undefined && { lng: body.lng }),
    ...(body.fee !== undefined && { feeCents: body.fee }),
    ...(body.deadline !== undefined && { deadline: moment(body.deadline) }),
    ...(body.start_time !== undefined && { startTime: body.start_time }),
    ...(body.delivery_time !== undefined && { deliveryTime: body.delivery_time }),
    ...(body.start_date !== undefined && { startDate: day(body.start_date) }),
    ...(body.end_date !== undefined && { endDate: day(body.end_date) }),
    ...(body.workers_needed !== undefined && { workersNeeded: body.workers_needed }),
  };
}

const applicantsCount = sql<number>`(select count(*)::int from job_applications a where a.job_id = job_posts.id and a.status <> 'withdraw')`;
const clientView = (row: JobPostRow & { applicantsCount: number }) => ({
  ...presentJob(row),
  applicants_count: Number(row.applicantsCount),
});

/** A client's own job, with its applicants count; 404 for anyone else's. */
export async function ownJob(db: DbOrTx, clientUserId: string, id: string) {
  const [row] = await db
    .select({ ...getTableColumns(jobPosts), applicantsCount })
    .from(jobPosts)
    .where(and(eq(jobPosts.id, id), eq(jobPosts.clientUserId, clientUserId)));
  if (!row) throw noJob();
  return clientView(row);
}

export async function createJob(db: Db, clientUserId: string, body: JobBody) {
  const profile = await profileOf(db, clientUserId, 1);
  const id = newId();
  await db.insert(jobPosts).values({
    id,
    clientUserId,
    clientProfileId: profile?.id ?? null,
    jobType: body.job_type,
    title: body.title,
    feeCents: body.fee,
    ...jobValues(body),
    status: body.publish ? "open" : "draft",
    publishedAt: body.publish ? new Date() : null,
  });
  return ownJob(db, clientUserId, id);
}

/** Edits a job; the fee and the number of workers stay above what is already hired. */
export async function editJob(db: Db, clientUserId: string, id: string, body: JobEditBody) {
  const [row] = await db
    .update(jobPosts)
    .set({ ...jobValues(body), updatedAt: new Date() })
    .where(
      and(
        eq(jobPosts.id, id),
        eq(jobPosts.clientUserId, clientUserId),
        ...(body.workers_needed !== undefined ? [lte(jobPosts.hiredCount, body.workers_needed)] : []),
      ),
    )
    .returning({ id: jobPosts.id });
  if (!row) {
    await ownJob(db, clientUserId, id);
    throw new AppError(409, errorCodes.jobSlotsFull, "More workers are hired than that.", "workers_needed");
  }
  return ownJob(db, clientUserId, id);
}

/** Publishes a draft or closes an open job: one conditional UPDATE each. */
export async function setJobStatus(db: Db, clientUserId: string, id: string, to: "open" | "closed") {
  const from = to === "open" ? ["draft"] : ["draft", "open"];
  const [row] = await db
    .update(jobPosts)
    .set({ status: to, updatedAt: new Date(), ...(to === "open" && { publishedAt: new Date() }) })
    .where(
      and(
        eq(jobPosts.id, id),
        eq(jobPosts.clientUserId, clientUserId),
        inArray(jobPosts.status, from as ("draft" | "open")[]),
      ),
    )
    .returning({ id: jobPosts.id });
  if (!row) {
    const job = await ownJob(db, clientUserId, id);
    throw new AppError(409, errorCodes.jobNotOpen, `This job is ${job.status}.`, undefined, {
      data: { status: job.status },
    });
  }
  return ownJob(db, clientUserId, id);
}

export async function clientJobs(
  db: Db,
  clientUserId: string,
  query: { page: number; limit: number; status?: "draft" | "open" | "closed" },
) {
  const where = and(
    eq(jobPosts.clientUserId, clientUserId),
    query.status ? eq(jobPosts.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(jobPosts), applicantsCount })
      .from(jobPosts)
      .where(where)
      .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(jobPosts).where(where),
  ]);
  return { jobs: rows.map(clientView), total: total?.total ?? 0 };
}

// Applications

function applicationsQuery(db: DbOrTx) {
  return db
    .select(applicationColumns)
    .from(jobApplications)
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
    .innerJoin(workerUsers, eq(workerUsers.id, jobApplications.workerUserId))
    .innerJoin(clientUsers, eq(clientUsers.id, jobApplications.clientUserId));
}

export async function applicationPage(db: Db, where: SQL | undefined, page: { page: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    applicationsQuery(db)
      .where(where)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(jobApplications).where(where),
  ]);
  return { items: (rows as ApplicationRowView[]).map(presentApplication), total: total?.total ?? 0 };
}

/** One application as its worker or its client sees it; 404 for anyone else. */
export async function applicationFor(db: DbOrTx, userId: string, as: "worker" | "client", id: string) {
  const owner = as === "worker" ? jobApplications.workerUserId : jobApplications.clientUserId;
  const [row] = await applicationsQuery(db).where(and(eq(jobApplications.id, id), eq(owner, userId)));
  if (!row) throw new AppError(404, errorCodes.notFound, jobMessages.noApplication);
  return presentApplication(row as ApplicationRowView);
}

export const workerApplications = (
  db: Db,
  workerUserId: string,
  query: { page: number; limit: number; status?: ApplicationStatus },
) =>
  applicationPage(
    db,
    and(
      eq(jobApplications.workerUserId, workerUserId),
      query.status ? eq(jobApplications.status, query.status) : undefined,
    ),
    query,
  );

/** Applies to an open job with a quote: one application per worker and job. */
export async function apply(db: Db, workerUserId: string, body: ApplicationBody) {
  const profile = await profileOf(db, workerUserId, 0);
  if (!profile) throw new AppError(404, errorCodes.notFound, "No Profile found");
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobPosts).where(eq(jobPosts.id, body.job_id));
    if (!job || job.status === "draft") throw noJob();
    if (job.clientUserId === workerUserId) {
      throw new AppError(409, errorCodes.forbidden, "You cannot apply to your own job.");
    }
    if (job.status !== "open" || job.hiredCount >= job.workersNeeded) {
      throw new AppError(409, errorCodes.jobNotOpen, "This job is closed.");
    }
    if (job.deadline !== null && job.deadline.getTime() < Date.now()) {
      throw new AppError(409, errorCodes.jobNotOpen, "The deadline to apply to this job has passed.");
    }
    const id = newId();
    const [row] = await tx
      .insert(jobApplications)
      .values({
        id,
        jobId: job.id,
        workerUserId,
        workerProfileId: profile.id,
        clientUserId: job.clientUserId,
        offerCents: body.offer_price,
        serviceFeeCents: quotation(body.offer_price).service_fee,
        startDate: body.start_date,
        endDate: body.end_date,
        deadline: moment(body.deadline),
        message: body.message,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(409, errorCodes.alreadyExists, "You have already applied to this job.");
    await tell(tx, row, "client", "job_applied", { points: row.offerCents });
    return applicationFor(tx, workerUserId, "worker", id);
  });
}

/** Changes the quote while the application is still only applied. */
export async function editApplication(db: Db, workerUserId: string, id: string, body: ApplicationEditBody) {
  return db.transaction(async (tx) => {
    // The dates sent with the ones kept: a new deadline must still follow the quoted start.
    const [kept] = await tx
      .select({
        startDate: jobApplications.startDate,
        endDate: jobApplications.endDate,
        deadline: jobApplications.deadline,
      })
      .from(jobApplications)
      .where(and(eq(jobApplications.id, id), eq(jobApplications.workerUserId, workerUserId)))
      .for("update");
    if (kept) {
      const issue = quoteDatesIssue({
        start_date: body.start_date !== undefined ? body.start_date : kept.startDate,
        end_date: body.end_date !== undefined ? body.end_date : kept.endDate,
        deadline: body.deadline !== undefined ? body.deadline : (kept.deadline?.toISOString() ?? null),
      });
      if (issue) throw new AppError(400, errorCodes.validationFailed, `${issue.field}: ${issue.message}`, issue.field);
    }
    return editQuote(tx, workerUserId, id, body);
  });
}

async function editQuote(db: Tx, workerUserId: string, id: string, body: ApplicationEditBody) {
  const [row] = await db
    .update(jobApplications)
    .set({
      ...(body.offer_price !== undefined && {
        offerCents: body.offer_price,
        serviceFeeCents: quotation(body.offer_price).service_fee,
      }),
      ...(body.start_date !== undefined && { startDate: body.start_date }),
      ...(body.end_date !== undefined && { endDate: body.end_date }),
      ...(body.deadline !== undefined && { deadline: moment(body.deadline) }),
      ...(body.message !== undefined && { message: body.message }),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(jobApplications.id, id),
        eq(jobApplications.workerUserId, workerUserId),
        eq(jobApplications.status, "applied"),
      ),
    )
    .returning({ id: jobApplications.id });
  if (!row) {
    const current = await applicationFor(db, workerUserId, "worker", id);
    throw new AppError(
      409,
      errorCodes.applicationStateConflict,
      `This application is ${current.status.replace("_", " ")}: it can no longer be edited.`,
      undefined,
      { data: { status: current.status } },
    );
  }
  return applicationFor(db, workerUserId, "worker", id);
}

export async function setChatBlocked(db: Db, workerUserId: string, id: string, blocked: boolean) {
  const [row] = await db
    .update(jobApplications)
    .set({ chatBlocked: blocked, updatedAt: new Date() })
    .where(and(eq(jobApplications.id, id), eq(jobApplications.workerUserId, workerUserId)))
    .returning({ id: jobApplications.id, chatBlocked: jobApplications.chatBlocked });
  if (!row) throw new AppError(404, errorCodes.notFound, jobMessages.noApplication);
  return { id: row.id, chat_blocked: row.chatBlocked };
}

// The worker's job list

/** How much of a typed word must match (pg_trgm's word similarity) for a job to match with a typo. */
export const jobSearchSimilarity = 0.4;
/** Rounded to 7 decimals (a centimetre): a subnormal coordinate would underflow `ll_to_earth`. */
const centimetre = (value: number) => Math.round(value * 1e7) / 1e7;
const jobEarth = sql`ll_to_earth(${jobPosts.lat}, ${jobPosts.lng})`;

/** At most this many words of a keyword are matched one by one (the rest of it is still ranked). */
const keywordWordsMax = 8;

/**
 * The keyword, accents and case aside, through the trigram index on `search_text`: the keyword as
 * a substring of the title or description; or, when `fuzzy`, every word of it as a substring or
 * within a typo of a word there (`<%`), so one unmatched word cannot let a job through.
 */
function keywordMatch(keyword: string, fuzzy: boolean): SQL {
  if (!fuzzy) return sql`${jobPosts.searchText} like store_fold(${likePattern(keyword)}) escape '\\'`;
  const words = keyword.split(/\s+/).filter(Boolean).slice(0, keywordWordsMax);
  return sql.join(
    words.map(
      (word) =>
        sql`(${jobPosts.searchText} like store_fold(${likePattern(word)}) escape '\\' or store_fold(${word}) <% ${jobPosts.searchText})`,
    ),
    sql` and `,
  );
}

/**
 * A page of jobs as a worker sees them. A keyword is looked for as typed (accents aside) first;
 * only when nothing contains it are typos forgiven, which scores each candidate.
 */
export async function workerJobs(db: Db, workerUserId: string, q: WorkerJobsQuery, onlyId?: string) {
  if (!onlyId && q.keyword) {
    const exact = await jobPage(db, workerUserId, q, undefined, false);
    if (exact.total > 0) return exact;
    return db.transaction(async (tx) => {
      // The `<%` threshold, for this transaction only.
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(jobSearchSimilarity)}, true)`,
      );
      return jobPage(tx, workerUserId, q, undefined, true);
    });
  }
  return jobPage(db, workerUserId, q, onlyId, false);
}

async function jobPage(
  db: DbOrTx,
  workerUserId: string,
  q: WorkerJobsQuery,
  onlyId: string | undefined,
  fuzzy: boolean,
) {
  const place =
    q.lat !== undefined && q.long !== undefined
      ? sql`ll_to_earth(${centimetre(q.lat)}::float8, ${centimetre(q.long)}::float8)`
      : null;
  const near = place ? sql<number>`earth_distance(${place}, ${jobEarth})` : null;
  const radius = place && q.distance !== undefined ? q.distance : null;
  const mine = sql<
    string | null
  >`(select a.id from job_applications a where a.job_id = job_posts.id and a.worker_user_id = ${workerUserId})`;
  const seen = sql<boolean>`exists (select 1 from job_seen_marks s where s.job_id = job_posts.id and s.user_id = ${workerUserId})`;
  const favorite = sql<boolean>`exists (select 1 from job_favorites f where f.job_id = job_posts.id and f.user_id = ${workerUserId})`;
  const where = onlyId
    ? and(eq(jobPosts.id, onlyId), inArray(jobPosts.status, ["open", "closed"]))
    : and(
        // Saved jobs show whatever became of them; the search shows open jobs of one type.
        q.favorites ? inArray(jobPosts.status, ["open", "closed"]) : eq(jobPosts.status, "open"),
        q.favorites ? undefined : eq(jobPosts.jobType, q.job_type),
        q.category_id ? eq(jobPosts.categoryId, q.category_id) : undefined,
        q.fee_min !== undefined ? gte(jobPosts.feeCents, q.fee_min) : undefined,
        q.fee_max !== undefined ? lte(jobPosts.feeCents, q.fee_max) : undefined,
        q.keyword ? keywordMatch(q.keyword, fuzzy) : undefined,
        // The box is what the GiST index finds; the exact distance then trims its corners.
        place && radius !== null ? sql`earth_box(${place}, ${radius}::float8) @> ${jobEarth}` : undefined,
        near && radius !== null ? sql`${near} <= ${radius}::float8` : undefined,
        q.show_all ? undefined : sql`${mine} is null`,
        q.favorites ? favorite : undefined,
      );
  const columns = {
    job: jobPosts,
    client: { id: users.id, name: users.name, lastName: users.lastName },
    mine,
    seen,
    favorite,
    distance: near
      ? sql<number | null>`case when ${jobPosts.lat} is null then null else ${near} end`
      : sql<null>`null::float8`,
  };
  // Near me: nearest first, the GiST index's own order (`<->`); otherwise the newest first.
  const order =
    place && radius !== null
      ? [sql`${jobEarth} <-> ${place}`, desc(jobPosts.id)]
      : fuzzy && q.keyword
        ? [
            sql`word_similarity(store_fold(${q.keyword}), ${jobPosts.searchText}) desc`,
            desc(jobPosts.publishedAt),
            desc(jobPosts.id),
          ]
        : [desc(jobPosts.publishedAt), desc(jobPosts.id)];
  const rows = await db
    .select(columns)
    .from(jobPosts)
    .innerJoin(users, eq(users.id, jobPosts.clientUserId))
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ total: count() }).from(jobPosts).where(where);
  const now = Date.now();
  const cards = rows.map((row) => {
    const job = row.job;
    const ribbon = jobRibbon({ ...job, applied: Boolean(row.mine), seen: Boolean(row.seen), now });
    return {
      ...presentJob(job),
      ribbon,
      is_favorite: Boolean(row.favorite),
      distance: row.distance === null ? null : Math.round(Number(row.distance)),
      client: { id: row.client.id, name: [row.client.name, row.client.lastName].filter(Boolean).join(" ") || "—" },
      application_id: row.mine ?? null,
    };
  });
  return { cards, total: total?.total ?? 0 };
}

export async function markSeen(db: Db, userId: string, jobId: string) {
  const [job] = await db
    .select({ id: jobPosts.id })
    .from(jobPosts)
    .where(and(eq(jobPosts.id, jobId), inArray(jobPosts.status, ["open", "closed"])));
  if (!job) throw noJob();
  await db.insert(jobSeenMarks).values({ userId, jobId }).onConflictDoNothing();
}

/** Saves a job, or un-saves it: one statement each way. */
export async function toggleFavorite(db: Db, userId: string, jobId: string) {
  const [job] = await db
    .select({ id: jobPosts.id })
    .from(jobPosts)
    .where(and(eq(jobPosts.id, jobId), inArray(jobPosts.status, ["open", "closed"])));
  if (!job) throw noJob();
  const removed = await db
    .delete(jobFavorites)
    .where(and(eq(jobFavorites.userId, userId), eq(jobFavorites.jobId, jobId)))
    .returning({ jobId: jobFavorites.jobId });
  if (removed.length > 0) return { job_id: jobId, is_favorite: false };
  await db.insert(jobFavorites).values({ userId, jobId }).onConflictDoNothing();
  return { job_id: jobId, is_favorite: true };
}

/**
 * What the job market offers right now, for the ways to earn: how many jobs take applications
 * (open, with a place left) and the largest fee among them. One count on the open-jobs index.
 */
export async function openJobsOffer(db: Db): Promise<{ open: number; maxFeeCents: number }> {
  const [row] = await db
    .select({ open: count(), maxFeeCents: sql<number>`coalesce(max(${jobPosts.feeCents}), 0)::int` })
    .from(jobPosts)
    .where(and(eq(jobPosts.status, "open"), sql`${jobPosts.hiredCount} < ${jobPosts.workersNeeded}`));
  return { open: row?.open ?? 0, maxFeeCents: row?.maxFeeCents ?? 0 };
}
