import {
  adminSurveyAnswer,
  adminSurveysAnswer,
  adminSurveysQuery,
  storeCheckInAnswer,
  storeCheckInRequest,
  surveyDefinition,
  surveyParams,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../http/require-role.js";
import type { ServiceDeps } from "../../services/deps.js";
import {
  adminSurvey,
  adminSurveyPageSize,
  createSurvey,
  listAdminSurveys,
  moveSurvey,
  recordStoreCheckIn,
  type SurveyAction,
  updateSurvey,
} from "./authoring.js";

const tags = ["surveys"];
// Before validation, so someone who is not an admin learns nothing about the calls.
const adminOnly = {
  preValidation: async (request: Parameters<typeof requireAdmin>[0]) => {
    await requireAdmin(request);
  },
};

/** Back office, under `/api/admin`: survey authoring and, until shop visits land, store check-ins. */
export const surveyAdminRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get(
    "/surveys",
    { ...adminOnly, schema: { tags, querystring: adminSurveysQuery, response: { 200: adminSurveysAnswer } } },
    async (request) => {
      const { surveys, total } = await listAdminSurveys(db, request.query);
      const meta = {
        page: request.query.page,
        limit: adminSurveyPageSize,
        total,
        total_pages: Math.ceil(total / adminSurveyPageSize),
      };
      return { status: true as const, data: surveys, meta };
    },
  );

  app.post(
    "/surveys",
    { ...adminOnly, schema: { tags, body: surveyDefinition, response: { 201: adminSurveyAnswer } } },
    async (request, reply) => {
      const { user: admin } = await requireAdmin(request);
      const survey = await createSurvey(db, admin.id, request.body);
      return reply.status(201).send({ status: true as const, data: survey });
    },
  );

  app.get(
    "/surveys/:id",
    { ...adminOnly, schema: { tags, params: surveyParams, response: { 200: adminSurveyAnswer } } },
    async (request) => ({ status: true as const, data: await adminSurvey(db, request.params.id) }),
  );

  app.put(
    "/surveys/:id",
    {
      ...adminOnly,
      schema: { tags, params: surveyParams, body: surveyDefinition, response: { 200: adminSurveyAnswer } },
    },
    async (request) => ({ status: true as const, data: await updateSurvey(db, request.params.id, request.body) }),
  );

  const actions: SurveyAction[] = ["publish", "close", "announce_results"];
  for (const action of actions) {
    app.post(
      `/surveys/:id/${action}`,
      { ...adminOnly, schema: { tags, params: surveyParams, response: { 200: adminSurveyAnswer } } },
      async (request) => ({ status: true as const, data: await moveSurvey(db, request.params.id, action) }),
    );
  }

  app.post(
    "/store_check_ins",
    { ...adminOnly, schema: { tags, body: storeCheckInRequest, response: { 201: storeCheckInAnswer } } },
    async (request, reply) => {
      const checkIn = await recordStoreCheckIn(db, { userId: request.body.user_id, storeId: request.body.store_id });
      const data = {
        id: checkIn.id,
        user_id: checkIn.userId,
        store_id: checkIn.storeId,
        checked_in_at: checkIn.checkedInAt.toISOString(),
      };
      return reply.status(201).send({ status: true as const, data });
    },
  );
};
