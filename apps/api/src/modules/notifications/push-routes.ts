import {
  pushLimits,
  pushSubscriptionAnswer,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
  vapidPublicKeyAnswer,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import { enforceLimit } from "../../lib/limits.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { vapidDetails } from "./push-keys.js";
import { removeSubscription, saveSubscription } from "./push-subscriptions.js";

const tags = ["notifications"];
const hour = 60 * 60 * 1000;

/** Web Push: the key a browser subscribes with, and a device's subscription stored or removed. */
export const pushRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db, config, rateLimiter }) => {
  // The pair exists from the first start on (made now when not configured), so the key never changes under a device.
  await vapidDetails(db, config);

  app.get(
    "/push_subscriptions/vapid_public_key",
    { schema: { tags, response: { 200: vapidPublicKeyAnswer } } },
    async () => ok({ public_key: (await vapidDetails(db, config)).publicKey }),
  );

  app.post(
    "/push_subscriptions",
    { schema: { tags, body: pushSubscriptionRequest, response: { 200: pushSubscriptionAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      await enforceLimit(rateLimiter, `push-subscribe:user:${user.id}`, {
        limit: pushLimits.subscribesPerHour,
        windowMs: hour,
      });
      await saveSubscription(db, user.id, request.body);
      return ok({ subscribed: true });
    },
  );

  app.delete(
    "/push_subscriptions",
    { schema: { tags, body: pushUnsubscribeRequest, response: { 200: pushSubscriptionAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      await removeSubscription(db, user.id, request.body.endpoint);
      return ok({ subscribed: false });
    },
  );
};
