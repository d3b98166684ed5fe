import type { FastifyPluginAsync } from "fastify";
import { type ServiceDeps, sharedDeps } from "../lib/service-deps.js";
import {
  ChatHub,
  chatAttachmentRoutes,
  chatRoutes,
  chatSocketRoutes,
  RoomMembers,
  sharedChatBus,
} from "../modules/chat/index.js";
import { healthRoutes } from "../modules/health/index.js";

/** Chat between workers and clients, base `/api/chat`: room lists, history and the WebSocket. */
export const chatService: FastifyPluginAsync<ServiceDeps> = async (app, options) => {
  const deps = sharedDeps(options);
  await app.register(healthRoutes, { ...deps, service: "chat" });
  const bus = sharedChatBus(deps.config, deps.db);
  const hub = new ChatHub(deps.db, bus);
  app.addHook("onClose", async () => hub.close());
  const chat = {
    db: deps.db,
    bus,
    rateLimiter: deps.rateLimiter,
    // Without Redis the rate limiter counts in this process only: sends are counted in the database.
    sendsCountedIn: deps.config.REDIS_URL ? ("rate-limiter" as const) : ("database" as const),
    peerHere: (userId: string) => hub.has(userId),
    // This service's own memory of rooms, as the hub is its own: another app in the process has its own.
    rooms: new RoomMembers(),
  };
  await app.register(chatRoutes, chat);
  await app.register(chatAttachmentRoutes, { db: deps.db, storage: deps.storage, fileLinks: deps.fileLinks });
  await app.register(chatSocketRoutes, { ...chat, hub, publicUrl: deps.config.PUBLIC_URL });
};
