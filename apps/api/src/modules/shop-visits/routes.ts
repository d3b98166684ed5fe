import {
  checkInBody,
  checkInQrPeriodSeconds,
  checkInQrText,
  checkInQuery,
  errorCodes,
  shopCheckInAnswer,
  shopSettingsAnswer,
  shopSettingsParams,
  shopSettingsPatch,
  staffCheckInQrAnswer,
  staffCheckInSettingsBody,
  staffCheckInsAnswer,
  staffCheckInsQuery,
  staffStaticQrAnswer,
  staffStoreAnswer,
  staffStoreParams,
  staffStoresAnswer,
  starHistoryAnswer,
  starHistoryQuery,
  storeIdParams,
  visitedAnswer,
  visitedQuery,
  visitNotificationAnswer,
  visitNotificationParams,
  visitNotificationPatch,
  visitNotificationsAnswer,
  visitNotificationsQuery,
} from "@rewards/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../http/app-error.js";
import { ok, paged } from "../../http/reply.js";
import { enforceLimit } from "../../lib/limits.js";
import { localDay } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { listStores, storePhotoUrl } from "../stores/index.js";
import { users } from "../users/index.js";
import { checkIn, checkInStore } from "./check-in.js";
import { requireShopMember, shopLocale } from "./member.js";
import {
  seeVisitNotification,
  shopSettingsOf,
  updateShopSettings,
  visitNotificationOf,
  visitNotificationsOf,
} from "./notices.js";
import { memberName, recordStaffAction, requireStaff, staffStoresOf } from "./staff.js";
import { starHistoryOf, starsByStore } from "./stars.js";
import { shopCheckIns, storeCheckInConfigs } from "./tables.js";
import { checkInSecret, rotatingToken, staticToken } from "./tokens.js";

const tags = ["shop visit"];
const staffTags = ["shop staff"];
/** Check-ins a member may send a minute (the cooldown refuses all but one anyway). */
const checkInLimit = { limit: 30, windowMs: 60_000 };

/**
 * Where the QR's link points: the site's configured address (`PUBLIC_URL`), not the request's
 * host, which loses the port and, behind a proxy, may not be the address members open at all.
 */
const siteOrigin = (publicUrl: string) => publicUrl.replace(/\/+$/, "");

/**
 * Check-ins, star history, visited stores, visit notifications and the shop settings, under
 * `/api/shop` (the spec's `api/v1/user/` paths); and the staff console's check-in calls.
 */
export const shopVisitRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db, rateLimiter, config }) => {
  const origin = siteOrigin(config.PUBLIC_URL);
  app.post(
    "/stores/:id/checkin",
    {
      schema: {
        tags,
        summary: "Check in at a store by its QR",
        description:
          "The scanned QR's token, the member's position (query lat, long), once per store and local day, a short cooldown. Answers point, star, message, code.",
        params: storeIdParams,
        querystring: checkInQuery,
        body: checkInBody,
        response: { 200: shopCheckInAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      await enforceLimit(rateLimiter, `shop-checkin:user:${user.id}`, checkInLimit);
      const result = await checkIn(db, {
        userId: user.id,
        storeId: request.params.id,
        token: request.body.token,
        lat: request.query.lat,
        lng: request.query.long,
        version: request.body.version,
        deviceTimeZone: request.body.timezone_checkedin,
      });
      return ok(result);
    },
  );

  app.get(
    "/user_stars/history",
    {
      schema: {
        tags,
        summary: "How the member's stars changed",
        querystring: starHistoryQuery,
        response: { 200: starHistoryAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      const { page, limit, store_id } = request.query;
      const { items, total } = await starHistoryOf(db, user.id, { storeId: store_id, page, limit });
      return paged(items, { page, limit, total });
    },
  );

  app.get(
    "/infos/visited",
    {
      schema: {
        tags,
        summary: "Stores the member checked in at, latest first",
        querystring: visitedQuery,
        response: { 200: visitedAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      const { page, limit, lat, long } = request.query;
      const { stores, total } = await listStores(db, {
        viewerId: user.id,
        locale: shopLocale(request, user.locale) as "en",
        at: new Date(),
        place: lat !== undefined && long !== undefined ? { lat, lng: long } : null,
        sort: "visited_at",
        join: sql`join member_store_stars v on v.store_id = s.id and v.user_id = ${user.id} and v.last_visited_at is not null`,
        page,
        limit,
      });
      const stars = await starsByStore(
        db,
        user.id,
        stores.map((store) => store.id),
      );
      const visits = stores.length
        ? await db.execute(sql`select store_id, visit_count, last_visited_at from member_store_stars
            where user_id = ${user.id} and store_id in ${stores.map((store) => store.id)}`)
        : { rows: [] };
      const byStore = new Map(
        (
          visits as unknown as { rows: { store_id: string; visit_count: number; last_visited_at: string | Date }[] }
        ).rows.map((row) => [row.store_id, row]),
      );
      return paged(
        stores.map((store) => {
          const visit = byStore.get(store.id);
          return {
            ...store,
            visit_count: Number(visit?.visit_count ?? 0),
            last_visited_at: new Date(visit?.last_visited_at ?? 0).toISOString(),
            stars: stars.get(store.id) ?? 0,
          };
        }),
        { page, limit, total },
      );
    },
  );

  app.get(
    "/notifications",
    {
      schema: {
        tags,
        summary: "Visit notifications",
        querystring: visitNotificationsQuery,
        response: { 200: visitNotificationsAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      const { page, limit } = request.query;
      const { items, total, unseen } = await visitNotificationsOf(db, user.id, shopLocale(request, user.locale), {
        page,
        limit,
      });
      return { status: true as const, data: items, meta: { ...paged([], { page, limit, total }).meta, unseen } };
    },
  );

  app.get(
    "/notifications/:id",
    {
      schema: {
        tags,
        summary: "A visit notification",
        params: visitNotificationParams,
        response: { 200: visitNotificationAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      return ok(await visitNotificationOf(db, user.id, request.params.id, shopLocale(request, user.locale)));
    },
  );

  app.patch(
    "/notifications/:id",
    {
      schema: {
        tags,
        summary: "Mark a visit notification seen",
        params: visitNotificationParams,
        body: visitNotificationPatch,
        response: { 200: visitNotificationAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      return ok(await seeVisitNotification(db, user.id, request.params.id, shopLocale(request, user.locale)));
    },
  );

  app.get(
    "/settings/:id",
    {
      schema: {
        tags,
        summary: "The member's shop settings",
        params: shopSettingsParams,
        response: { 200: shopSettingsAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      return ok(await shopSettingsOf(db, user.id));
    },
  );

  app.patch(
    "/settings/:id",
    {
      schema: {
        tags,
        summary: "Change the member's shop settings",
        params: shopSettingsParams,
        body: shopSettingsPatch,
        response: { 200: shopSettingsAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      return ok(await updateShopSettings(db, user.id, request.body));
    },
  );

  // ---- Staff console ----

  app.get(
    "/staff/stores",
    { schema: { tags: staffTags, summary: "The stores the member works at", response: { 200: staffStoresAnswer } } },
    async (request) => {
      const { user } = await requireShopMember(request);
      const list = await staffStoresOf(db, user.id);
      return ok(
        list.map((store) => ({
          id: store.id,
          name: store.name,
          thumbnail: store.photoKey ? storePhotoUrl(store.photoKey) : null,
          accept_static_qr: store.acceptStaticQr,
          checkin_radius_metres: store.radiusMetres,
          accept_outside_hours: store.acceptOutsideHours,
          is_owner: store.isOwner,
        })),
      );
    },
  );

  app.get(
    "/staff/stores/:id/checkin_qr",
    {
      schema: {
        tags: staffTags,
        summary: "The counter screen's rotating check-in QR",
        description: `Changes every ${checkInQrPeriodSeconds} seconds; fetch again at refresh_at.`,
        params: staffStoreParams,
        response: { 200: staffCheckInQrAnswer },
      },
    },
    async (request, reply) => {
      const { user } = await requireShopMember(request);
      await requireStaff(db, user.id, request.params.id);
      const made = rotatingToken(await checkInSecret(db), request.params.id, new Date());
      reply.header("cache-control", "no-store");
      return ok({
        store_id: request.params.id,
        token: made.token,
        qr_text: checkInQrText(origin, request.params.id, made.token),
        issued_at: made.issuedAt.toISOString(),
        refresh_at: made.refreshAt.toISOString(),
        expires_at: made.expiresAt.toISOString(),
        period_seconds: checkInQrPeriodSeconds,
      });
    },
  );

  app.get(
    "/staff/stores/:id/static_qr",
    {
      schema: {
        tags: staffTags,
        summary: "The printable check-in QR (lower trust)",
        params: staffStoreParams,
        response: { 200: staffStaticQrAnswer },
      },
    },
    async (request, reply) => {
      const { user } = await requireShopMember(request);
      await requireStaff(db, user.id, request.params.id);
      const store = await checkInStore(db, request.params.id);
      if (!store) throw new AppError(404, errorCodes.notFound, "Store not found");
      const token = staticToken(await checkInSecret(db), store.id, store.staticSerial);
      reply.header("cache-control", "no-store");
      return ok({
        store_id: store.id,
        token,
        qr_text: checkInQrText(origin, store.id, token),
        accepted: store.acceptStaticQr,
      });
    },
  );

  app.patch(
    "/staff/stores/:id/checkin_settings",
    {
      schema: {
        tags: staffTags,
        summary:
          "Printed QR accepted or not, the check-in radius, check-ins outside the opening hours, a new printed QR (owner only)",
        params: staffStoreParams,
        body: staffCheckInSettingsBody,
        response: { 200: staffStoreAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      const role = await requireStaff(db, user.id, request.params.id);
      if (!role.isOwner) throw new AppError(403, errorCodes.forbidden, "Only the store's owner can change this.");
      const body = request.body;
      await db.transaction(async (tx) => {
        await tx.insert(storeCheckInConfigs).values({ storeId: request.params.id }).onConflictDoNothing();
        await tx
          .update(storeCheckInConfigs)
          .set({
            ...(body.accept_static_qr !== undefined && { acceptStaticQr: body.accept_static_qr }),
            ...(body.checkin_radius_metres !== undefined && { radiusMetres: body.checkin_radius_metres }),
            ...(body.accept_outside_hours !== undefined && { acceptOutsideHours: body.accept_outside_hours }),
            ...(body.rotate_static_qr && { staticSerial: sql`${storeCheckInConfigs.staticSerial} + 1` }),
            updatedAt: new Date(),
          })
          .where(eq(storeCheckInConfigs.storeId, request.params.id));
        await recordStaffAction(tx, {
          storeId: request.params.id,
          staffId: user.id,
          action: "checkin_settings.update",
          targetId: request.params.id,
          detail: { ...body },
          requestId: request.id,
        });
      });
      const mine = (await staffStoresOf(db, user.id)).find((store) => store.id === request.params.id);
      if (!mine) throw new AppError(404, errorCodes.notFound, "Store not found");
      return ok({
        id: mine.id,
        name: mine.name,
        thumbnail: mine.photoKey ? storePhotoUrl(mine.photoKey) : null,
        accept_static_qr: mine.acceptStaticQr,
        checkin_radius_metres: mine.radiusMetres,
        accept_outside_hours: mine.acceptOutsideHours,
        is_owner: mine.isOwner,
      });
    },
  );

  app.get(
    "/staff/stores/:id/checkins",
    {
      schema: {
        tags: staffTags,
        summary: "Today's check-ins at the store (its local day)",
        params: staffStoreParams,
        querystring: staffCheckInsQuery,
        response: { 200: staffCheckInsAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      await requireStaff(db, user.id, request.params.id);
      const store = await checkInStore(db, request.params.id);
      if (!store) throw new AppError(404, errorCodes.notFound, "Store not found");
      const { page, limit } = request.query;
      const today = and(
        eq(shopCheckIns.storeId, store.id),
        eq(shopCheckIns.localDay, localDay(new Date(), store.timeZone)),
      );
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(shopCheckIns).where(today);
      const rows = await db
        .select({
          id: shopCheckIns.id,
          userId: shopCheckIns.userId,
          name: memberName,
          at: shopCheckIns.checkedInAt,
          trust: shopCheckIns.trust,
          stars: shopCheckIns.stars,
          distance: shopCheckIns.distanceMetres,
        })
        .from(shopCheckIns)
        .innerJoin(users, eq(users.id, shopCheckIns.userId))
        .where(today)
        .orderBy(desc(shopCheckIns.checkedInAt), desc(shopCheckIns.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return paged(
        rows.map((row) => ({
          id: row.id,
          member: { id: row.userId, display_name: row.name },
          checked_in_at: row.at.toISOString(),
          trust: row.trust as "rotating" | "static",
          stars: row.stars,
          distance_metres: row.distance,
        })),
        { page, limit, total: Number(count?.n ?? 0) },
      );
    },
  );
};
