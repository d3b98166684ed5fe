import {
  campaignAnswer,
  campaignExchangeAnswer,
  campaignExchangeBody,
  campaignExchangeCodes,
  campaignExchangeMessages,
  campaignParams,
  campaignsAnswer,
  campaignsQuery,
  couponAnswer,
  couponCodeBody,
  couponLiveCodeAnswer,
  couponParams,
  couponsAnswer,
  couponsQuery,
  couponsWithStoreAnswer,
  couponsWithStoreQuery,
  couponUseBody,
  couponWithMemberAnswer,
  errorCodes,
  myCouponsAllAnswer,
  staffCampaignAnswer,
  staffCampaignBody,
  staffCampaignParams,
  staffCampaignPatch,
  staffCampaignsAnswer,
  staffCampaignsQuery,
  staffCouponCodeBody,
  staffStoreParams,
  storeMessages,
  userStarsAnswer,
  userStarsQuery,
} from "@rewards/contracts";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../http/app-error.js";
import { ok, paged } from "../../http/reply.js";
import { enforceLimit } from "../../lib/limits.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { requireShopMember, requireStaff, stampCardOf, starsAt } from "../shop-visits/index.js";
import { stores } from "../stores/index.js";
import {
  campaignDetail,
  cardTargetOf,
  createCampaign,
  exchangeCampaign,
  listCampaigns,
  parseCampaignBody,
  staffCampaignOf,
  staffCampaignsOf,
  updateCampaign,
} from "./campaigns.js";
import {
  couponsByStore,
  listCoupons,
  lookUpCoupon,
  memberCoupon,
  memberLiveCode,
  myUsableCoupons,
  useCoupon,
} from "./coupons.js";

const tags = ["shop visit"];
const staffTags = ["shop staff"];
/** Staff code entries a minute: enough for a queue at the counter, too few to guess six digits. */
const codeTryLimit = { limit: 30, windowMs: 60_000 };

/**
 * Stamp cards, campaigns and coupons under `/api/shop` (the spec's paths), and the staff console's
 * campaign and coupon calls under `/api/shop/staff`.
 */
export const shopCouponRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db, rateLimiter }) => {
  app.get(
    "/user_stars",
    {
      schema: {
        tags,
        summary: "The member's stamp card at a store",
        querystring: userStarsQuery,
        response: { 200: userStarsAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      const [store] = await db
        .select({ id: stores.id, name: stores.name })
        .from(stores)
        .where(eq(stores.id, request.query.store_id));
      if (!store) throw new AppError(404, errorCodes.notFound, storeMessages.notFound);
      return ok(stampCardOf(store, await starsAt(db, user.id, store.id), await cardTargetOf(db, store.id)));
    },
  );

  app.get(
    "/campaigns",
    {
      schema: { tags, summary: "Campaigns (offers)", querystring: campaignsQuery, response: { 200: campaignsAnswer } },
    },
    async (request) => {
      const user = await request.currentUser();
      const { store_id, status, page, limit } = request.query;
      const { items, total } = await listCampaigns(db, { storeId: store_id, status, page, limit }, user?.id ?? null);
      return paged(items, { page, limit, total });
    },
  );

  app.get(
    "/campaigns/:id",
    { schema: { tags, summary: "A campaign", params: campaignParams, response: { 200: campaignAnswer } } },
    async (request) => {
      const user = await request.currentUser();
      return ok(await campaignDetail(db, request.params.id, user?.id ?? null));
    },
  );

  app.post(
    "/campaigns/:id/exchange",
    {
      schema: {
        tags,
        summary: "Exchange stars for a campaign's coupon",
        description:
          "Codes: 3121 already redeemed, 3122 another store's, 3123/3124 not now, 3125 limit reached, 3126 not enough stamps, 401 not logged in.",
        params: campaignParams,
        body: campaignExchangeBody,
        response: { 200: campaignExchangeAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request, {
        code: campaignExchangeCodes.notLoggedIn,
        message: campaignExchangeMessages[401],
      });
      return ok(
        await exchangeCampaign(db, { userId: user.id, campaignId: request.params.id, storeId: request.body.store_id }),
      );
    },
  );

  app.get(
    "/coupons",
    {
      schema: {
        tags,
        summary: "The member's coupons by tab",
        querystring: couponsQuery,
        response: { 200: couponsAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      const { tab, ticket_status, store_id, page, limit } = request.query;
      const { items, total } = await listCoupons(db, user.id, {
        tab: tab ?? ticket_status ?? "received",
        storeId: store_id,
        page,
        limit,
      });
      return paged(items, { page, limit, total });
    },
  );

  app.get(
    "/coupons/my_coupons_all",
    { schema: { tags, summary: "Every usable coupon of the member", response: { 200: myCouponsAllAnswer } } },
    async (request) => {
      const { user } = await requireShopMember(request);
      return ok(await myUsableCoupons(db, user.id));
    },
  );

  app.get(
    "/coupons/list_with_store",
    {
      schema: {
        tags,
        summary: "The member's coupons grouped by store",
        querystring: couponsWithStoreQuery,
        response: { 200: couponsWithStoreAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      const { tab, page, limit } = request.query;
      const { items, total } = await couponsByStore(db, user.id, { tab, page, limit });
      return paged(items, { page, limit, total });
    },
  );

  app.get(
    "/coupons/:id",
    { schema: { tags, summary: "One of the member's coupons", params: couponParams, response: { 200: couponAnswer } } },
    async (request) => {
      const { user } = await requireShopMember(request);
      return ok(await memberCoupon(db, user.id, request.params.id));
    },
  );

  app.get(
    "/coupons/:id/live_code",
    {
      schema: {
        tags,
        summary: "The coupon's live code for staff to confirm",
        description: "Changes every period_seconds; fetch the next one at expires_at.",
        params: couponParams,
        response: { 200: couponLiveCodeAnswer },
      },
    },
    async (request, reply) => {
      const { user } = await requireShopMember(request);
      reply.header("cache-control", "no-store");
      return ok(await memberLiveCode(db, user.id, request.params.id));
    },
  );

  // The spec's coupon calls for staff: by the coupon's id and the live code the member shows. Two
  // addresses confirm a use (the spec names both); one handler serves them.
  const confirmUse = async (request: FastifyRequest<{ Params: { id: string }; Body: { code: string } }>) => {
    const { user } = await requireShopMember(request);
    await enforceLimit(rateLimiter, `shop-coupon-code:user:${user.id}`, codeTryLimit);
    return ok(await useCoupon(db, user.id, request.body.code, request.params.id, request.id));
  };

  app.patch(
    "/coupons/:id",
    {
      schema: {
        tags: staffTags,
        summary: "Staff confirm a coupon's use (status 'used')",
        params: couponParams,
        body: couponUseBody,
        response: { 200: couponWithMemberAnswer },
      },
    },
    confirmUse,
  );

  app.post(
    "/coupons/:id/use_coupon",
    {
      schema: {
        tags: staffTags,
        summary: "Staff confirm a coupon's use",
        params: couponParams,
        body: couponCodeBody,
        response: { 200: couponWithMemberAnswer },
      },
    },
    confirmUse,
  );

  app.post(
    "/coupons/:id/get_coupon_user",
    {
      schema: {
        tags: staffTags,
        summary: "Staff look at a coupon and its member before confirming",
        params: couponParams,
        body: couponCodeBody,
        response: { 200: couponWithMemberAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      await enforceLimit(rateLimiter, `shop-coupon-code:user:${user.id}`, codeTryLimit);
      return ok(await lookUpCoupon(db, user.id, request.body.code, request.params.id));
    },
  );

  // ---- Staff console ----

  app.post(
    "/staff/coupons/lookup",
    {
      schema: {
        tags: staffTags,
        summary: "Find a coupon by its live code",
        body: staffCouponCodeBody,
        response: { 200: couponWithMemberAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      await enforceLimit(rateLimiter, `shop-coupon-code:user:${user.id}`, codeTryLimit);
      return ok(await lookUpCoupon(db, user.id, request.body.code, null));
    },
  );

  app.post(
    "/staff/coupons/use",
    {
      schema: {
        tags: staffTags,
        summary: "Confirm a coupon's use by its live code",
        body: staffCouponCodeBody,
        response: { 200: couponWithMemberAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      await enforceLimit(rateLimiter, `shop-coupon-code:user:${user.id}`, codeTryLimit);
      return ok(await useCoupon(db, user.id, request.body.code, null, request.id));
    },
  );

  app.get(
    "/staff/stores/:id/campaigns",
    {
      schema: {
        tags: staffTags,
        summary: "The store's campaigns, every state",
        params: staffStoreParams,
        querystring: staffCampaignsQuery,
        response: { 200: staffCampaignsAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      await requireStaff(db, user.id, request.params.id);
      const { page, limit } = request.query;
      const { items, total } = await staffCampaignsOf(db, request.params.id, { page, limit });
      return paged(items, { page, limit, total });
    },
  );

  app.post(
    "/staff/stores/:id/campaigns",
    {
      schema: {
        tags: staffTags,
        summary: "Create a campaign",
        params: staffStoreParams,
        body: staffCampaignBody,
        response: { 200: staffCampaignAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      await requireStaff(db, user.id, request.params.id);
      return ok(
        await createCampaign(db, request.params.id, parseCampaignBody(request.body), {
          userId: user.id,
          requestId: request.id,
        }),
      );
    },
  );

  app.patch(
    "/staff/campaigns/:id",
    {
      schema: {
        tags: staffTags,
        summary: "Change a campaign",
        params: staffCampaignParams,
        body: staffCampaignPatch,
        response: { 200: staffCampaignAnswer },
      },
    },
    async (request) => {
      const { user } = await requireShopMember(request);
      const current = await staffCampaignOf(db, request.params.id);
      await requireStaff(db, user.id, current.store_id);
      return ok(await updateCampaign(db, request.params.id, request.body, { userId: user.id, requestId: request.id }));
    },
  );
};
