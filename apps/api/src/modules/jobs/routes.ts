import {
  applicationAnswer,
  applicationBody,
  applicationEditBody,
  applicationStatusBody,
  applicationsAnswer,
  applicationsQuery,
  blockAnswer,
  cancelBody,
  clientJobAnswer,
  clientJobsAnswer,
  clientJobsQuery,
  favoriteAnswer,
  favoriteBody,
  hireBody,
  idParams,
  jobBody,
  jobEditBody,
  jobReviewAnswer,
  jobReviewBody,
  priceQuotationAnswer,
  priceQuotationQuery,
  quotation,
  reportAnswer,
  reportBody,
  seenUpdateBody,
  workerJobAnswer,
  workerJobsAnswer,
  workerJobsQuery,
} from "@rewards/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, paged } from "../../http/reply.js";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { autoPayJobName, cancel, confirmCompletion, decline, hire, reportCompletion, withdraw } from "./flow.js";
import {
  applicationFor,
  applicationPage,
  apply,
  clientJobs,
  createJob,
  editApplication,
  editJob,
  markSeen,
  noJob,
  ownJob,
  setChatBlocked,
  setJobStatus,
  toggleFavorite,
  workerApplications,
  workerJobs,
} from "./posts.js";
import { reportJob, reviewApplication } from "./reviews-reports.js";
import { jobApplications } from "./tables.js";

const tags = ["job marketplace"];
const config = { jobToken: true } as const;
const doneAnswer = z.object({ status: z.literal(true), data: z.object({ done: z.boolean() }) });

/**
 * Jobs and applications under `/api/job` (spec sections 4 and 7): the client's calls under
 * `client/...`, the worker's under `worker/...`. Every call acts on the caller's own objects only:
 * another member's job or application answers 404.
 */
export const jobRoutes: FastifyPluginAsyncZod<
  ServiceDeps & {
    /** Tells the application's chat that it changed (blocked, unblocked, cancelled); the chat knows how. */
    chatChanged?: (applicationId: string) => Promise<void>;
  }
> = async (app, deps) => {
  const { db } = deps;
  // A thread that cannot be told stays as it was until it is loaded again: never worth failing the call.
  const chatChanged = (id: string) =>
    deps.chatChanged?.(id).catch((error) => app.log.warn({ err: error }, "chat not told"));
  const me = async (request: { requireUser(): Promise<{ user: { id: string } }> }) =>
    (await request.requireUser()).user.id;

  // The client's calls

  app.post(
    "/client/jobs",
    {
      config,
      schema: {
        tags,
        summary: "Post a job (a draft, or published with `publish`)",
        body: jobBody,
        response: { 200: clientJobAnswer },
      },
    },
    async (request) => ok(await createJob(db, await me(request), request.body)),
  );
  app.get(
    "/client/jobs",
    {
      config,
      schema: {
        tags,
        summary: "One's own jobs with their applicants count and status",
        querystring: clientJobsQuery,
        response: { 200: clientJobsAnswer },
      },
    },
    async (request) => {
      const { jobs, total } = await clientJobs(db, await me(request), request.query);
      return paged(jobs, { page: request.query.page, limit: request.query.limit, total });
    },
  );
  app.get(
    "/client/jobs/:id",
    { config, schema: { tags, summary: "One's own job", params: idParams, response: { 200: clientJobAnswer } } },
    async (request) => ok(await ownJob(db, await me(request), request.params.id)),
  );
  app.put(
    "/client/jobs/:id",
    {
      config,
      schema: {
        tags,
        summary: "Edit one's own job",
        params: idParams,
        body: jobEditBody,
        response: { 200: clientJobAnswer },
      },
    },
    async (request) => ok(await editJob(db, await me(request), request.params.id, request.body)),
  );
  for (const [path, to, summary] of [
    ["publish", "open", "Publish a draft: workers see it"],
    ["close", "closed", "Close a job to new applications"],
  ] as const) {
    app.post(
      `/client/jobs/:id/${path}`,
      { config, schema: { tags, summary, params: idParams, response: { 200: clientJobAnswer } } },
      async (request) => ok(await setJobStatus(db, await me(request), request.params.id, to)),
    );
  }
  app.get(
    "/client/jobs/:id/applicants",
    {
      config,
      schema: {
        tags,
        summary: "A job's applicants with their quotes and profiles",
        params: idParams,
        querystring: applicationsQuery,
        response: { 200: applicationsAnswer },
      },
    },
    async (request) => {
      const userId = await me(request);
      await ownJob(db, userId, request.params.id);
      const { items, total } = await applicationPage(
        db,
        and(
          eq(jobApplications.jobId, request.params.id),
          request.query.status ? eq(jobApplications.status, request.query.status) : undefined,
        ),
        request.query,
      );
      return paged(items, { page: request.query.page, limit: request.query.limit, total });
    },
  );
  app.get(
    "/client/applicants/:id",
    {
      config,
      schema: {
        tags,
        summary: "One applicant of one's own job",
        params: idParams,
        response: { 200: applicationAnswer },
      },
    },
    async (request) => ok(await applicationFor(db, await me(request), "client", request.params.id)),
  );

  const clientStep = (path: string, summary: string, run: (userId: string, id: string) => Promise<unknown>) =>
    app.post(
      `/client/applicants/:id/${path}`,
      { config, schema: { tags, summary, params: idParams, response: { 200: applicationAnswer } } },
      async (request) => {
        const userId = await me(request);
        await run(userId, request.params.id);
        return ok(await applicationFor(db, userId, "client", request.params.id));
      },
    );
  app.post(
    "/client/applicants/:id/hire",
    {
      config,
      schema: {
        tags,
        summary:
          "Hire the applicant: the agreed points go into escrow (409 names the shortfall, or the new amount of a changed quote)",
        params: idParams,
        body: hireBody,
        response: { 200: applicationAnswer },
      },
    },
    async (request) => {
      const userId = await me(request);
      await hire(db, userId, request.params.id, request.body?.offer_price);
      return ok(await applicationFor(db, userId, "client", request.params.id));
    },
  );
  clientStep("decline", "Turn the applicant down", (u, id) => decline(db, u, id));
  clientStep("confirm", "Confirm the reported work: the worker is paid from escrow, less the service fee", (u, id) =>
    confirmCompletion(db, u, id),
  );
  app.post(
    "/client/applicants/:id/cancel",
    {
      config,
      schema: {
        tags,
        summary: "Cancel with a reason: refunded before the work is reported, disputed after",
        params: idParams,
        body: cancelBody,
        response: { 200: applicationAnswer },
      },
    },
    async (request) => {
      const userId = await me(request);
      await cancel(db, userId, request.params.id, request.body.reason);
      await chatChanged(request.params.id);
      return ok(await applicationFor(db, userId, "client", request.params.id));
    },
  );
  app.post(
    "/client/reviews",
    {
      config,
      schema: {
        tags,
        summary: "Review the worker after the completion",
        body: jobReviewBody,
        response: { 200: jobReviewAnswer },
      },
    },
    async (request) => ok(await reviewApplication(db, await me(request), "client", request.body)),
  );

  // The worker's calls

  app.get(
    "/worker/jobs",
    {
      config,
      schema: {
        tags,
        summary: "Jobs to apply to, with ribbons (new, open, closed, applied); show_all and online by default",
        querystring: workerJobsQuery,
        response: { 200: workerJobsAnswer },
      },
    },
    async (request) => {
      const { cards, total } = await workerJobs(db, await me(request), request.query);
      return paged(cards, { page: request.query.page, limit: request.query.limit, total });
    },
  );
  app.get(
    "/worker/jobs/:id",
    {
      config,
      schema: {
        tags,
        summary: "A job's detail",
        params: idParams,
        querystring: workerJobsQuery.pick({ lat: true, long: true }),
        response: { 200: workerJobAnswer },
      },
    },
    async (request) => {
      const query = workerJobsQuery.parse({});
      const { cards } = await workerJobs(db, await me(request), { ...query, ...request.query }, request.params.id);
      const [card] = cards;
      if (!card) throw noJob();
      return ok(card);
    },
  );
  app.post(
    "/worker/jobs/seen_update",
    {
      config,
      schema: {
        tags,
        summary: "Mark a job seen: its card loses the new ribbon",
        body: seenUpdateBody,
        response: { 200: doneAnswer },
      },
    },
    async (request) => {
      await markSeen(db, await me(request), request.body.id);
      return ok({ done: true });
    },
  );
  app.post(
    "/worker/favorites",
    {
      config,
      schema: { tags, summary: "Save a job, or un-save it", body: favoriteBody, response: { 200: favoriteAnswer } },
    },
    async (request) => ok(await toggleFavorite(db, await me(request), request.body.job_id)),
  );
  app.get(
    "/worker/favorites",
    {
      config,
      schema: {
        tags,
        summary: "One's saved jobs",
        querystring: workerJobsQuery.pick({ page: true, limit: true }),
        response: { 200: workerJobsAnswer },
      },
    },
    async (request) => {
      const query = { ...workerJobsQuery.parse({}), ...request.query, favorites: true };
      const { cards, total } = await workerJobs(db, await me(request), query);
      return paged(cards, { page: query.page, limit: query.limit, total });
    },
  );
  app.get(
    "/price_quotation",
    {
      config,
      schema: {
        tags,
        summary: "The estimate of an offer: service fee and contract fee",
        querystring: priceQuotationQuery,
        response: { 200: priceQuotationAnswer },
      },
    },
    async (request) => ok(quotation(request.query.offer_price)),
  );
  app.post(
    "/worker/applicants/:id/price_quotation",
    {
      config,
      schema: {
        tags,
        summary: "The estimate of a new offer on one's application",
        params: idParams,
        body: priceQuotationQuery,
        response: { 200: priceQuotationAnswer },
      },
    },
    async (request) => {
      await applicationFor(db, await me(request), "worker", request.params.id);
      return ok(quotation(request.body.offer_price));
    },
  );
  app.post(
    "/worker/applicants",
    {
      config,
      schema: {
        tags,
        summary: "Apply to a job with a quote",
        body: applicationBody,
        response: { 200: applicationAnswer },
      },
    },
    async (request) => ok(await apply(db, await me(request), request.body)),
  );
  app.get(
    "/worker/applicants",
    {
      config,
      schema: {
        tags,
        summary: "One's applications (applied jobs), by status",
        querystring: applicationsQuery,
        response: { 200: applicationsAnswer },
      },
    },
    async (request) => {
      const { items, total } = await workerApplications(db, await me(request), request.query);
      return paged(items, { page: request.query.page, limit: request.query.limit, total });
    },
  );
  app.put(
    "/worker/applicants/update_status",
    {
      config,
      schema: {
        tags,
        summary: "Withdraw an application, or report the work done",
        body: applicationStatusBody,
        response: { 200: applicationAnswer },
      },
    },
    async (request) => {
      const userId = await me(request);
      const { id, status } = request.body;
      if (status === "withdraw") await withdraw(db, userId, id);
      else {
        const reported = await reportCompletion(db, userId, id, {
          autoPayDays: deps.config.JOB_AUTO_PAY_DAYS,
          timeZone: timeZoneOf(request.headers.timezone),
        });
        await deps.jobs?.send(
          autoPayJobName,
          { id },
          { startAfter: reported.autoPayAt ?? new Date(), singletonKey: id },
        );
      }
      return ok(await applicationFor(db, userId, "worker", id));
    },
  );
  app.get(
    "/worker/applicants/:id",
    {
      config,
      schema: { tags, summary: "One's own application", params: idParams, response: { 200: applicationAnswer } },
    },
    async (request) => ok(await applicationFor(db, await me(request), "worker", request.params.id)),
  );
  app.put(
    "/worker/applicants/:id",
    {
      config,
      schema: {
        tags,
        summary: "Change one's quote while not hired",
        params: idParams,
        body: applicationEditBody,
        response: { 200: applicationAnswer },
      },
    },
    async (request) => ok(await editApplication(db, await me(request), request.params.id, request.body)),
  );
  for (const [path, blocked] of [
    ["block_chat", true],
    ["unblock_chat", false],
  ] as const) {
    app.post(
      `/worker/applicants/:id/${path}`,
      {
        config,
        schema: {
          tags,
          summary: `${blocked ? "Block" : "Unblock"} the client's chat on an application`,
          params: idParams,
          response: { 200: blockAnswer },
        },
      },
      async (request) => {
        const done = await setChatBlocked(db, await me(request), request.params.id, blocked);
        await chatChanged(request.params.id);
        return ok(done);
      },
    );
  }
  app.post(
    "/worker/reviews",
    {
      config,
      schema: {
        tags,
        summary: "Review the client after the completion",
        body: jobReviewBody,
        response: { 200: jobReviewAnswer },
      },
    },
    async (request) => ok(await reviewApplication(db, await me(request), "worker", request.body)),
  );
  app.post(
    "/worker/reports",
    {
      config,
      schema: {
        tags,
        summary: "Report a job or its client to the back office",
        body: reportBody,
        response: { 200: reportAnswer },
      },
    },
    async (request) => ok(await reportJob(db, await me(request), request.body)),
  );
};
