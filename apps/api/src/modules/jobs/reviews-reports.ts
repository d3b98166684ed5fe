import { errorCodes, jobMessages } from "@rewards/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { addReview } from "../job-profiles/index.js";
import { jobApplications, jobPosts, jobReports } from "./tables.js";

/**
 * After the completion both sides review: the client the worker's profile, the worker the
 * client's. One review per side and application (the table's UNIQUE answers a second with 409).
 */
export async function reviewApplication(
  db: Db,
  reviewerUserId: string,
  as: "worker" | "client",
  body: { application_id: string; rating: number; content: string },
) {
  const owner = as === "worker" ? jobApplications.workerUserId : jobApplications.clientUserId;
  const [row] = await db
    .select({ application: jobApplications, clientProfileId: jobPosts.clientProfileId })
    .from(jobApplications)
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
    .where(and(eq(jobApplications.id, body.application_id), eq(owner, reviewerUserId)));
  if (!row) throw new AppError(404, errorCodes.notFound, jobMessages.noApplication);
  const { status } = row.application;
  if (status !== "completed" && status !== "payment_complete") {
    throw new AppError(
      409,
      errorCodes.applicationStateConflict,
      `This application is ${status.replace("_", " ")}: reviews come after the completion.`,
      undefined,
      { data: { status } },
    );
  }
  const profileId = as === "client" ? row.application.workerProfileId : row.clientProfileId;
  if (!profileId) throw new AppError(404, errorCodes.notFound, "No Profile found");
  const review = await addReview(db, {
    id: newId(),
    profileId,
    reviewerUserId,
    applicationId: row.application.id,
    rating: body.rating,
    content: body.content,
  });
  if (!review) throw new AppError(409, errorCodes.alreadyExists, "You have already reviewed this job.");
  return {
    id: review.id,
    application_id: row.application.id,
    rating: review.rating,
    content: review.content,
    created_at: review.createdAt.toISOString(),
  };
}

/** A worker reports a job (and its client) to the back office; the job must be one they can see. */
export async function reportJob(
  db: Db,
  reporterUserId: string,
  body: { job_id: string; application_id?: string; reason: string },
) {
  const [job] = await db
    .select({ id: jobPosts.id })
    .from(jobPosts)
    .where(and(eq(jobPosts.id, body.job_id), inArray(jobPosts.status, ["open", "closed"])));
  if (!job) throw new AppError(404, errorCodes.notFound, jobMessages.noJob);
  if (body.application_id) {
    const [own] = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(
        and(
          eq(jobApplications.id, body.application_id),
          eq(jobApplications.jobId, body.job_id),
          eq(jobApplications.workerUserId, reporterUserId),
        ),
      );
    if (!own) throw new AppError(404, errorCodes.notFound, jobMessages.noApplication);
  }
  const id = newId();
  await db.insert(jobReports).values({
    id,
    reporterUserId,
    jobId: body.job_id,
    applicationId: body.application_id ?? null,
    reason: body.reason,
  });
  return { id, status: "open" as const };
}
