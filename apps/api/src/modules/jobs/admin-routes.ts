import {
  adminListQuery,
  closeJobAnswer,
  closeJobBody,
  disputeAnswer,
  disputesAnswer,
  errorCodes,
  idParams,
  jobMessages,
  reportsAnswer,
  resolveDisputeBody,
  statusesAllowing,
} from "@rewards/contracts";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { ok, paged } from "../../http/reply.js";
import { staffOf } from "../../http/require-role.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { recordAudit } from "../audit/index.js";
import { users } from "../users/index.js";
import { closeJobByPaying, resolveDispute } from "./flow.js";
import { clientUsers, workerUsers } from "./present.js";
import { jobApplications, jobDisputes, jobPosts, jobReports } from "./tables.js";

const tags = ["job marketplace"];
const disputes = { config: { permission: "disputes" as const } };
const reports = { config: { permission: "reports" as const } };
const iso = (value: Date | null) => value?.toISOString() ?? null;

type Person = { id: string; name: string | null; lastName: string | null; email: string };
const reporters = alias(users, "reporters");
// The same four columns of each alias of users, spelled out so each keeps its own table's types.
const clientPerson = {
  id: clientUsers.id,
  name: clientUsers.name,
  lastName: clientUsers.lastName,
  email: clientUsers.email,
};
const workerPerson = {
  id: workerUsers.id,
  name: workerUsers.name,
  lastName: workerUsers.lastName,
  email: workerUsers.email,
};
const reporterPerson = { id: reporters.id, name: reporters.name, lastName: reporters.lastName, email: reporters.email };
const member = (p: Person) => ({
  id: p.id,
  name: [p.name, p.lastName].filter(Boolean).join(" ").trim(),
  email: p.email,
});

const disputeColumns = {
  dispute: jobDisputes,
  jobId: jobPosts.id,
  jobTitle: jobPosts.title,
  amount: jobApplications.offerCents,
  client: clientPerson,
  worker: workerPerson,
};
function presentDispute(row: {
  dispute: typeof jobDisputes.$inferSelect;
  jobId: string;
  jobTitle: string;
  amount: number;
  client: Person;
  worker: Person;
}) {
  const d = row.dispute;
  return {
    id: d.id,
    application_id: d.applicationId,
    job_id: row.jobId,
    job_title: row.jobTitle,
    client: member(row.client),
    worker: member(row.worker),
    amount: row.amount,
    reason: d.reason,
    status: d.status,
    resolution: d.resolution,
    worker_amount: d.workerCents,
    refund_amount: d.refundCents,
    created_at: d.createdAt.toISOString(),
    resolved_at: iso(d.resolvedAt),
  };
}
const disputeQuery = (db: DbOrTx) =>
  db
    .select(disputeColumns)
    .from(jobDisputes)
    .innerJoin(jobApplications, eq(jobApplications.id, jobDisputes.applicationId))
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
    .innerJoin(clientUsers, eq(clientUsers.id, jobApplications.clientUserId))
    .innerJoin(workerUsers, eq(workerUsers.id, jobApplications.workerUserId));

/** Per job, the workers closing it by paying would pay now (the applications `admin_pay` moves) and their offers. */
async function payableOn(db: DbOrTx, jobIds: string[]) {
  const byJob = new Map<string, { worker: ReturnType<typeof member>; amount: number }[]>();
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .select({ jobId: jobApplications.jobId, amount: jobApplications.offerCents, worker: workerPerson })
    .from(jobApplications)
    .innerJoin(workerUsers, eq(workerUsers.id, jobApplications.workerUserId))
    .where(
      and(inArray(jobApplications.jobId, jobIds), inArray(jobApplications.status, [...statusesAllowing("admin_pay")])),
    )
    .orderBy(jobApplications.createdAt);
  for (const row of rows) {
    const list = byJob.get(row.jobId) ?? [];
    list.push({ worker: member(row.worker), amount: row.amount });
    byJob.set(row.jobId, list);
  }
  return byJob;
}

/** Back office, under `/api/admin`: the job marketplace's disputes and reports, and closing a job by paying. */
export const jobAdminRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get(
    "/job_disputes",
    {
      ...disputes,
      schema: {
        tags,
        summary: "Disputes, newest first",
        querystring: adminListQuery,
        response: { 200: disputesAnswer },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const where = status === "open" || status === "resolved" ? eq(jobDisputes.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        disputeQuery(db)
          .where(where)
          .orderBy(desc(jobDisputes.createdAt), desc(jobDisputes.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(jobDisputes).where(where),
      ]);
      return paged(rows.map(presentDispute), { page, limit, total: total?.total ?? 0 });
    },
  );

  app.post(
    "/job_disputes/:id/resolve",
    {
      ...disputes,
      schema: {
        tags,
        summary: "Settle a dispute: pay the worker, refund the client, or split",
        params: idParams,
        body: resolveDisputeBody,
        response: { 200: disputeAnswer },
      },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      const { id } = request.params;
      const body = request.body;
      await db.transaction(async (tx) => {
        const [dispute] = await tx
          .update(jobDisputes)
          .set({ status: "resolved", resolution: body.resolution, resolvedBy: actor.userId, resolvedAt: new Date() })
          .where(and(eq(jobDisputes.id, id), eq(jobDisputes.status, "open")))
          .returning();
        if (!dispute) {
          const [exists] = await tx.select({ id: jobDisputes.id }).from(jobDisputes).where(eq(jobDisputes.id, id));
          if (!exists) throw new AppError(404, errorCodes.notFound, "This dispute was not found.");
          throw new AppError(409, errorCodes.applicationStateConflict, "This dispute is already resolved.");
        }
        const settled = await resolveDispute(tx, dispute.applicationId, body.resolution, body.worker_amount);
        await tx
          .update(jobDisputes)
          .set({ workerCents: settled.workerCents, refundCents: settled.refundCents })
          .where(eq(jobDisputes.id, id));
        await recordAudit(tx, actor, {
          action: "job_dispute.resolve",
          target: { kind: "job_dispute", id },
          before: { status: "open" },
          after: {
            resolution: body.resolution,
            worker_cents: settled.workerCents,
            refund_cents: settled.refundCents,
            note: body.note,
          },
        });
      });
      const [row] = await disputeQuery(db).where(eq(jobDisputes.id, id));
      if (!row) throw new AppError(404, errorCodes.notFound, "This dispute was not found.");
      return ok(presentDispute(row));
    },
  );

  app.get(
    "/job_reports",
    {
      ...reports,
      schema: {
        tags,
        summary: "Reports of jobs, newest first",
        querystring: adminListQuery,
        response: { 200: reportsAnswer },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const where = status === "open" || status === "closed" ? eq(jobReports.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            report: jobReports,
            jobTitle: jobPosts.title,
            jobStatus: jobPosts.status,
            reporter: reporterPerson,
          })
          .from(jobReports)
          .innerJoin(jobPosts, eq(jobPosts.id, jobReports.jobId))
          .innerJoin(reporters, eq(reporters.id, jobReports.reporterUserId))
          .where(where)
          .orderBy(desc(jobReports.createdAt), desc(jobReports.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(jobReports).where(where),
      ]);
      const payable = await payableOn(db, [...new Set(rows.map((row) => row.report.jobId))]);
      const items = rows.map(({ report: r, jobTitle, jobStatus, reporter }) => ({
        id: r.id,
        job_id: r.jobId,
        job_title: jobTitle,
        job_status: jobStatus,
        application_id: r.applicationId,
        reporter_id: r.reporterUserId,
        reporter: member(reporter),
        reason: r.reason,
        status: r.status,
        created_at: r.createdAt.toISOString(),
        payable: payable.get(r.jobId) ?? [],
      }));
      return paged(items, { page, limit, total: total?.total ?? 0 });
    },
  );

  app.post(
    "/job_reports/:id/close",
    {
      ...reports,
      schema: {
        tags,
        summary: "Close a report once handled",
        params: idParams,
        response: {
          200: z.object({
            status: z.literal(true),
            data: z.object({ id: z.uuid(), status: z.enum(["open", "closed"]) }),
          }),
        },
      },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(jobReports)
          .set({ status: "closed", closedAt: new Date() })
          .where(and(eq(jobReports.id, id), eq(jobReports.status, "open")))
          .returning({ id: jobReports.id });
        if (!row) {
          const [exists] = await tx.select({ id: jobReports.id }).from(jobReports).where(eq(jobReports.id, id));
          if (!exists) throw new AppError(404, errorCodes.notFound, "This report was not found.");
          return;
        }
        await recordAudit(tx, actor, {
          action: "job_report.close",
          target: { kind: "job_report", id },
          after: { status: "closed" },
        });
      });
      return ok({ id, status: "closed" as const });
    },
  );

  app.post(
    "/jobs/:id/close_by_payment",
    {
      config: { permission: "points" as const },
      schema: {
        tags,
        summary: "Close a job by paying every worker still at work on it from escrow",
        params: idParams,
        body: closeJobBody,
        response: { 200: closeJobAnswer },
      },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      const { id } = request.params;
      const paid = await db.transaction(async (tx) => {
        const [job] = await tx
          .select({ status: jobPosts.status })
          .from(jobPosts)
          .where(eq(jobPosts.id, id))
          .for("update");
        if (!job) throw new AppError(404, errorCodes.notFound, jobMessages.noJob);
        const count = await closeJobByPaying(tx, id);
        await recordAudit(tx, actor, {
          action: "job.close_by_payment",
          target: { kind: "job", id },
          before: { status: job.status },
          after: { status: "closed", paid_applications: count, note: request.body.note },
        });
        return count;
      });
      return ok({ id, status: "closed" as const, paid_applications: paid });
    },
  );
};
