import {
  categoriesAnswer,
  categoriesQuery,
  errorCodes,
  type JobProduct,
  jobAuthenticationAnswer,
  jobProducts,
  profileDetailAnswer,
  profileDetailQuery,
  profileTypeOfProduct,
  reviewAnswer,
  reviewsAnswer,
  reviewsQuery,
  text,
  workerAchievementsAnswer,
  workerAchievementsBody,
  workerProfileBody,
  workerSkillsAnswer,
  workerSkillsBody,
  workerSocialsAnswer,
  workerSocialsBody,
} from "@rewards/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.js";
import { ok, paged } from "../../http/reply.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { issueJobToken, lookupSession, type SignedIn } from "../auth/index.js";
import { categoriesIn } from "./categories.js";
import { replaceAchievements, replaceSkills, replaceSocials } from "./lists.js";
import { ownWorkerProfile } from "./own-profile.js";
import {
  listsOf,
  noProfile,
  presentedProfile,
  profileById,
  profileOf,
  saveProfile,
  type UserType,
} from "./profiles.js";
import { reviewById, reviewsOf } from "./reviews.js";

const tags = ["job marketplace"];
/** Every call below takes the job token as well as the session (auth plugin, `jobToken`). */
const config = { jobToken: true } as const;
const idParams = z.object({ id: z.uuid() });

/** `{product}-token` carries the member's session token for the exchange; the web app sends its cookie. */
async function sessionFor(request: FastifyRequest, product: JobProduct, deps: ServiceDeps): Promise<SignedIn> {
  const header = request.headers[`${product}-token`];
  if (typeof header !== "string" || header.length === 0) return request.requireUser();
  const found = await lookupSession(deps.db, header);
  if (found.kind !== "live" || !found.user.emailConfirmedAt) {
    throw new AppError(401, errorCodes.unauthorized, "You must log in before continuing.");
  }
  return { user: found.user, sessionId: found.sessionId };
}

/** The job service's profile calls, under `/api/job` (spec section 7). */
export const jobProfileRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  const { db } = deps;

  for (const product of jobProducts) {
    app.get(
      `/${product}_authentication`,
      {
        schema: {
          tags,
          summary: `Exchange the member's session for a job-service token (${product})`,
          headers: z.looseObject({ [`${product}-token`]: text({ max: 200 }).optional() }),
          response: { 200: jobAuthenticationAnswer },
        },
      },
      async (request) => {
        const { user, sessionId } = await sessionFor(request, product, deps);
        const { token, expiresAt } = await issueJobToken(db, sessionId, product);
        const profile = await profileOf(db, user.id, 0);
        const profileType = profileTypeOfProduct[product];
        return ok({
          flashjob_token: token,
          is_setup_account: profile !== null && profile.profileType === profileType,
          profile_type: profileType,
          expires_at: expiresAt.toISOString(),
        });
      },
    );
  }

  app.get(
    "/common/profileDetail",
    {
      config,
      schema: {
        tags,
        summary: "A profile: one's own (with its completeness) without id, anyone's public profile with it",
        querystring: profileDetailQuery,
        response: { 200: profileDetailAnswer },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      const userType = request.query.userType as UserType;
      const { id } = request.query;
      const row = id ? await profileById(db, id, userType) : await profileOf(db, user.id, userType);
      if (!row) throw noProfile();
      const view = row.userId === user.id ? "owner" : "public";
      return ok(await presentedProfile(db, row, view));
    },
  );

  for (const [path, userType] of [
    ["/worker/workers/1", 0],
    ["/client/clients/1", 1],
  ] as const) {
    app.put(
      path,
      {
        config,
        schema: {
          tags,
          summary: `Create or change one's own ${userType === 0 ? "worker" : "client"} profile (the basic tab)`,
          body: workerProfileBody,
          response: { 200: profileDetailAnswer },
        },
      },
      async (request) => {
        const { user } = await request.requireUser();
        const row = await saveProfile(db, user, userType, request.body, "flashjob");
        return ok(await presentedProfile(db, row, "owner"));
      },
    );
  }

  const ownProfile = (request: FastifyRequest) => ownWorkerProfile(db, request);

  app.get(
    "/worker/worker_skills",
    { config, schema: { tags, summary: "One's own skills", response: { 200: workerSkillsAnswer } } },
    async (request) => ok((await listsOf(db, (await ownProfile(request)).id)).skills),
  );
  app.post(
    "/worker/worker_skills",
    {
      config,
      schema: {
        tags,
        summary: "Replace one's own skills",
        body: workerSkillsBody,
        response: { 200: workerSkillsAnswer },
      },
    },
    async (request) => {
      const profile = await ownProfile(request);
      await replaceSkills(db, profile.id, request.body.skills);
      return ok((await listsOf(db, profile.id)).skills);
    },
  );
  app.get(
    "/worker/worker_achievements",
    { config, schema: { tags, summary: "One's own achievements", response: { 200: workerAchievementsAnswer } } },
    async (request) => ok((await listsOf(db, (await ownProfile(request)).id)).achievements),
  );
  app.post(
    "/worker/worker_achievements",
    {
      config,
      schema: {
        tags,
        summary: "Replace one's own achievements",
        body: workerAchievementsBody,
        response: { 200: workerAchievementsAnswer },
      },
    },
    async (request) => {
      const profile = await ownProfile(request);
      await replaceAchievements(db, profile.id, request.body.achievements);
      return ok((await listsOf(db, profile.id)).achievements);
    },
  );
  app.get(
    "/worker/worker_socials",
    { config, schema: { tags, summary: "One's own social channels", response: { 200: workerSocialsAnswer } } },
    async (request) => ok((await listsOf(db, (await ownProfile(request)).id)).socials),
  );
  app.post(
    "/worker/worker_socials",
    {
      config,
      schema: {
        tags,
        summary: "Replace one's own social channels",
        body: workerSocialsBody,
        response: { 200: workerSocialsAnswer },
      },
    },
    async (request) => {
      const profile = await ownProfile(request);
      await replaceSocials(db, profile.id, request.body.socials);
      return ok((await listsOf(db, profile.id)).socials);
    },
  );

  app.get(
    "/public/categories",
    {
      schema: {
        tags,
        summary: "Job and skill categories, named in a locale",
        querystring: categoriesQuery,
        response: { 200: categoriesAnswer },
      },
    },
    async (request) => ok(await categoriesIn(db, request.query.locale)),
  );

  app.get(
    "/public/workers/:id/reviews",
    {
      schema: {
        tags,
        summary: "A worker's reviews, newest first",
        params: idParams,
        querystring: reviewsQuery,
        response: { 200: reviewsAnswer },
      },
    },
    async (request) => {
      const profile = await profileById(db, request.params.id, 0);
      if (!profile) throw noProfile();
      const { page, limit } = request.query;
      const { reviews, total } = await reviewsOf(db, profile.id, { page, limit });
      return paged(reviews, { page, limit, total });
    },
  );

  app.get(
    "/common/reviews",
    {
      config,
      schema: {
        tags,
        summary: "The reviews of one's own profile (userType 0 worker, 1 client)",
        querystring: reviewsQuery.extend({ userType: profileDetailQuery.shape.userType }),
        response: { 200: reviewsAnswer },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      const profile = await profileOf(db, user.id, request.query.userType as UserType);
      if (!profile) throw noProfile();
      const { page, limit } = request.query;
      const { reviews, total } = await reviewsOf(db, profile.id, { page, limit });
      return paged(reviews, { page, limit, total });
    },
  );

  app.get(
    "/public/reviews/:id",
    { schema: { tags, summary: "One review", params: idParams, response: { 200: reviewAnswer } } },
    async (request) => {
      const review = await reviewById(db, request.params.id);
      if (!review) throw new AppError(404, errorCodes.notFound, "This review does not exist.");
      return ok(review);
    },
  );
};
