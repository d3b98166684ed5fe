import {
  errorCodes,
  followingAnswer,
  type StoreLocale,
  storeCategoriesAnswer,
  storeDetailAnswer,
  storeFollowAnswer,
  storeFollowBody,
  storeIdParams,
  storeLikeAnswer,
  storeLikeBody,
  storeListQuery,
  storeLocales,
  storeMessages,
  storeSuggestAnswer,
  storeSuggestQuery,
  storesAnswer,
  storesQuery,
} from "@rewards/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { ok, paged } from "../../http/reply.js";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import type { SignedIn } from "../auth/index.js";
import type { User } from "../users/index.js";
import { storeDetail } from "./detail.js";
import { listCategories, listStores, nearbyRadius, type Place, suggestStores } from "./listing.js";
import { setStoreFollow, setStoreLike } from "./reactions.js";
import { storeFollows, storeLikes } from "./tables.js";

const tags = ["shop visit"];
const day = 24 * 60 * 60 * 1000;
/** How far back `stores/popular` counts a store's activity. */
export const popularWindowDays = 30;

/** The language to name categories in: the device's choice (`locale` cookie), else the account's, else English. */
function viewerLocale(request: FastifyRequest, user: User | null): StoreLocale {
  const chosen = request.cookies.locale ?? user?.locale;
  return storeLocales.find((locale) => locale === chosen) ?? "en";
}

const placeOf = (query: { lat?: number | undefined; long?: number | undefined }): Place | null =>
  query.lat !== undefined && query.long !== undefined ? { lat: query.lat, lng: query.long } : null;

/**
 * Liking, following and one's following list need an account: a visitor is told so in the spec's
 * words. A session that ended for another reason (signed in elsewhere) keeps its own message.
 */
async function requireMember(request: FastifyRequest): Promise<SignedIn> {
  try {
    return await request.requireUser();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401 && error.code === errorCodes.unauthorized) {
      throw new AppError(401, errorCodes.unauthorized, storeMessages.signInToUse);
    }
    throw error;
  }
}

/**
 * The shop-visit service's store calls, under `/api/shop` (the spec's `api/v1/user/` paths).
 * Browsing is public, as the explore screens are: a visitor sees every list with `is_liked` and
 * `is_followed` false. Liking, following and the following list need a session.
 */
export type StoreRouteOptions = ServiceDeps & {
  /** More of what makes a store popular lately, a `store_id` row each since the time given (check-ins). */
  recentActivity?: ((since: string) => SQL)[];
  /** The join that puts each store's best running offer in `o.stars` (campaigns live in their own module). */
  bestOfferJoin: (at: Date) => SQL;
};

export const storeRoutes: FastifyPluginAsyncZod<StoreRouteOptions> = async (
  app,
  { db, recentActivity = [], bestOfferJoin },
) => {
  async function viewerOf(request: FastifyRequest) {
    const user = await request.currentUser();
    return { user, viewerId: user?.id ?? null, locale: viewerLocale(request, user), at: new Date() };
  }

  app.get(
    "/stores",
    {
      schema: {
        tags,
        summary: "Stores: nearest first with a place, else most popular",
        description:
          "`lat` and `long` order the list by distance (metres in `distance`); without them by likes and follows. `sort` (distance, popular, newest) and `open_now=true` refine it; `keyword` matches names accent-insensitively with a typo or two.",
        querystring: storesQuery,
        response: { 200: storesAnswer },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { query } = request;
      const place = placeOf(query);
      const { stores, total } = await listStores(db, {
        ...viewer,
        place,
        categoryId: query.category_id,
        keyword: query.keyword,
        openNow: query.open_now,
        sort: query.sort ?? (place ? "distance" : "popular"),
        page: query.page,
        limit: query.limit,
      });
      return paged(stores, { page: query.page, limit: query.limit, total });
    },
  );

  app.get(
    "/stores/popular",
    {
      schema: {
        tags,
        summary: "Stores popular near the member",
        description: `Ordered by likes, follows and check-ins in the last ${popularWindowDays} days, within ${nearbyRadius / 1000} km of the place when one is sent.`,
        querystring: storeListQuery,
        response: { 200: storesAnswer },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { query } = request;
      const since = new Date(viewer.at.getTime() - popularWindowDays * day).toISOString();
      // What made a store popular lately: each like, follow and check-in of the window counts one.
      const recent = sql`left join (
        select e.store_id, count(*)::int as n from (
          select store_id from ${storeLikes} where created_at >= ${since}::timestamptz
          union all select store_id from ${storeFollows} where created_at >= ${since}::timestamptz
          ${sql.join(
            recentActivity.map((rows) => sql`union all ${rows(since)}`),
            sql` `,
          )}
        ) e group by e.store_id) r on r.store_id = s.id`;
      const { stores, total } = await listStores(db, {
        ...viewer,
        place: placeOf(query),
        radiusMetres: nearbyRadius,
        categoryId: query.category_id,
        join: recent,
        sort: "recent_activity",
        page: query.page,
        limit: query.limit,
      });
      return paged(stores, { page: query.page, limit: query.limit, total });
    },
  );

  app.get(
    "/stores/for_you",
    {
      schema: {
        tags,
        summary: "Stores in the categories the member likes and follows",
        description:
          "Stores sharing a category with those the member liked or followed, not those themselves; nearest first with a place. A visitor, or a member who has liked and followed nothing, gets the popular stores.",
        querystring: storeListQuery,
        response: { 200: storesAnswer },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { query } = request;
      const place = placeOf(query);
      const where = [];
      if (viewer.viewerId) {
        const mine = sql`(select store_id from ${storeLikes} where user_id = ${viewer.viewerId}
          union select store_id from ${storeFollows} where user_id = ${viewer.viewerId})`;
        const [hasAny] = (
          (await db.execute(sql`select exists ${mine} as any`)) as unknown as { rows: { any: boolean }[] }
        ).rows;
        if (hasAny?.any) {
          where.push(sql`exists (select 1 from store_category_links l where l.store_id = s.id and l.category_id in (
            select l2.category_id from store_category_links l2 where l2.store_id in ${mine}))`);
          where.push(sql`s.id not in ${mine}`);
        }
      }
      const { stores, total } = await listStores(db, {
        ...viewer,
        place,
        radiusMetres: place ? nearbyRadius : null,
        categoryId: query.category_id,
        where,
        sort: place ? "distance" : "popular",
        page: query.page,
        limit: query.limit,
      });
      return paged(stores, { page: query.page, limit: query.limit, total });
    },
  );

  app.get(
    "/stores/best_offer",
    {
      schema: {
        tags,
        summary: "Stores with the best offers running now",
        description:
          "Stores with a campaign running now (active, started, not ended, coupons left), the offer asking the fewest stars first; then nearest first within 50 km of the place when one is sent, else most liked and followed.",
        querystring: storeListQuery,
        response: { 200: storesAnswer },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { query } = request;
      const place = placeOf(query);
      const { stores, total } = await listStores(db, {
        ...viewer,
        place,
        radiusMetres: place ? nearbyRadius : null,
        categoryId: query.category_id,
        join: bestOfferJoin(viewer.at),
        sort: "best_offer",
        page: query.page,
        limit: query.limit,
      });
      return paged(stores, { page: query.page, limit: query.limit, total });
    },
  );

  app.get(
    "/stores/suggest_text",
    {
      schema: {
        tags,
        summary: "Search stores by name (type-ahead)",
        description:
          "Accent-insensitive (`pho ha noi` finds Phở Hà Nội) and typo-tolerant (`bahn mi` finds Bánh Mì); nearest first with a place, else most liked and followed.",
        querystring: storeSuggestQuery,
        response: { 200: storeSuggestAnswer },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { query } = request;
      const { items, total } = await suggestStores(db, {
        ...viewer,
        place: placeOf(query),
        keyword: query.search,
        categoryId: query.category_id,
        openNow: query.open_now,
        sort: query.sort,
        page: query.page,
        limit: query.limit,
      });
      return paged(items, { page: query.page, limit: query.limit, total });
    },
  );

  app.get(
    "/stores/categories",
    {
      schema: { tags, summary: "Store categories, in the member's language", response: { 200: storeCategoriesAnswer } },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      return ok(await listCategories(db, viewer.locale));
    },
  );

  app.get(
    "/stores/:id",
    {
      schema: {
        tags,
        summary: "A store's page",
        description: "`open_now` is read in the store's own time zone. `lat` and `long`, when sent, fill `distance`.",
        params: storeIdParams,
        querystring: storeListQuery,
        response: { 200: storeDetailAnswer },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      return ok(
        await storeDetail(db, request.params.id, {
          userId: viewer.viewerId,
          locale: viewer.locale,
          at: viewer.at,
          distanceFrom: placeOf(request.query),
        }),
      );
    },
  );

  /**
   * Liking and following answer alike: the member's state for the store as sent, and the store's
   * counter as it now stands.
   */
  async function react<Answer>(
    request: FastifyRequest,
    storeId: string,
    on: boolean,
    set: (db: Db, reaction: { userId: string; storeId: string; on: boolean; timeZone: string }) => Promise<Answer>,
  ) {
    const { user } = await requireMember(request);
    const result = await set(db, { userId: user.id, storeId, on, timeZone: timeZoneOf(request.headers.timezone) });
    return ok({ store_id: storeId, ...result });
  }
  const reactionDescription = "The state sent is the state kept: sending it again changes nothing.";

  app.post(
    "/stores/like",
    {
      schema: {
        tags,
        summary: "Like or unlike a store",
        description: reactionDescription,
        body: storeLikeBody,
        response: { 200: storeLikeAnswer },
      },
    },
    (request) => react(request, request.body.store_id, request.body.like, setStoreLike),
  );

  app.post(
    "/stores/follow",
    {
      schema: {
        tags,
        summary: "Follow or unfollow a store",
        description: reactionDescription,
        body: storeFollowBody,
        response: { 200: storeFollowAnswer },
      },
    },
    (request) => react(request, request.body.store_id, request.body.follow, setStoreFollow),
  );

  app.get(
    "/infos/following",
    {
      schema: {
        tags,
        summary: "The stores the member follows, latest followed first",
        querystring: storeListQuery,
        response: { 200: followingAnswer },
      },
    },
    async (request) => {
      const { user } = await requireMember(request);
      const { query } = request;
      const { stores, total } = await listStores(db, {
        viewerId: user.id,
        locale: viewerLocale(request, user),
        at: new Date(),
        place: placeOf(query),
        categoryId: query.category_id,
        join: sql`join ${storeFollows} f on f.store_id = s.id and f.user_id = ${user.id}`,
        sort: "followed_at",
        page: query.page,
        limit: query.limit,
      });
      return paged(stores, { page: query.page, limit: query.limit, total });
    },
  );
};
