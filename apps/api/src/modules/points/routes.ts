import {
  errorCodes,
  historyIdParams,
  historyTypesOfKind,
  pageQuery,
  paidHistoryAnswer,
  periodDays,
  pointHistoriesAnswer,
  pointHistoriesQuery,
  pointHistoryDetailAnswer,
  pointHistoryPageAnswer,
  pointHistoryPageSize,
  pointSummaryAnswer,
  type SurveyLocale,
} from "@rewards/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { memberLocale } from "../../http/member-locale.js";
import { ok, paged } from "../../http/reply.js";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { debitEntryIds, entryOf, type HistoryFilter, historyPage } from "../ledger/index.js";
import { memberRequest, memberRequestsPage, requestStatusSql } from "../redeem/index.js";
import { withNotesIn } from "./entry-notes.js";
import { groupByDate, toHistoryItem } from "./present.js";
import { pointSummary, summaryOf } from "./summary.js";

const tags = ["points"];
const limit = pointHistoryPageSize;

const offsetOf = (page: number) => (page - 1) * limit;

/** How the member reads their history: days in their time zone, notes in their language. */
const viewOf = (request: FastifyRequest, user: { locale: string }) => ({
  timeZone: timeZoneOf(request.headers.timezone),
  locale: memberLocale(request, user),
});

/** A page of the member's history, each redemption with where its request stands, in one query. */
async function historyWithStatuses(
  db: DbOrTx,
  userId: string,
  filter: HistoryFilter,
  { timeZone, locale }: { timeZone: string; locale: SurveyLocale },
) {
  const page = await historyPage(db, userId, filter, (cause) => requestStatusSql(cause, userId));
  const entries = await withNotesIn(db, page.entries, locale);
  const items = entries.map((entry) => toHistoryItem(entry, timeZone, entry.causeFigure));
  return { items, total: page.total, balance: page.balance };
}

/** `point_histories*`: the member's balance and every movement of it (spec sections 3 and 7). */
export const pointHistoryRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db, config }) => {
  app.get(
    "/point_histories",
    { schema: { tags, querystring: pointHistoriesQuery, response: { 200: pointHistoriesAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const { filter, period, page } = request.query;
      const query: HistoryFilter = {
        types: filter === "all" ? undefined : historyTypesOfKind[filter],
        since: period === "all" ? undefined : new Date(Date.now() - periodDays[period] * 24 * 60 * 60 * 1000),
        offset: offsetOf(page),
        limit,
      };
      const { items, total, balance } = await historyWithStatuses(db, user.id, query, viewOf(request, user));
      return paged(
        { ...summaryOf(config, user, balance), list_point_histories: groupByDate(items) },
        { page, limit, total },
      );
    },
  );

  app.get("/point_histories/summary", { schema: { tags, response: { 200: pointSummaryAnswer } } }, async (request) => {
    const { user } = await request.requireUser();
    return ok(await pointSummary(db, config, user));
  });

  app.get(
    "/point_histories/bonus",
    { schema: { tags, querystring: pageQuery, response: { 200: pointHistoryPageAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const { page } = request.query;
      const { items, total } = await historyWithStatuses(
        db,
        user.id,
        { creditsOnly: true, offset: offsetOf(page), limit },
        viewOf(request, user),
      );
      return paged(items, { page, limit, total });
    },
  );

  app.get(
    "/point_histories/paid",
    { schema: { tags, querystring: pageQuery, response: { 200: paidHistoryAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const { page } = request.query;
      const { requests, total } = await memberRequestsPage(db, user.id, { offset: offsetOf(page), limit });
      const entryIds = await debitEntryIds(
        db,
        user.id,
        "redeem_request",
        requests.map((item) => item.id),
      );
      const data = requests.map((item) => ({ ...item, entry_id: entryIds.get(item.id) ?? null }));
      return paged(data, { page, limit, total });
    },
  );

  app.get(
    "/point_histories/:id",
    { schema: { tags, params: historyIdParams, response: { 200: pointHistoryDetailAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const found = await entryOf(db, user.id, request.params.id);
      const [entry] = found ? await withNotesIn(db, [found], memberLocale(request, user)) : [];
      if (!entry) throw new AppError(404, errorCodes.notFound, "This history entry does not exist.");
      const redeem = entry.causeKind === "redeem_request" ? await memberRequest(db, user.id, entry.causeId) : null;
      const item = toHistoryItem(entry, timeZoneOf(request.headers.timezone), redeem?.status ?? null);
      return ok({ ...item, redeem_request: redeem });
    },
  );
};
