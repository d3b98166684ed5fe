import { chatRoomAnswer, chatRoomParams } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { ok } from "../../http/reply.js";
import { oneRoom } from "./rooms.js";

/**
 * `GET worker/chats/{id}` under `/api/job` (spec section 7's job service): the job screens' way to
 * an application's chat room, the same answer as the chat's own `GET rooms/{id}`. A room the
 * caller is not in answers 404 'Chat room not exists', as there.
 */
export const jobChatRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/worker/chats/:id",
    {
      config: { jobToken: true },
      schema: {
        tags: ["job marketplace"],
        summary: "An application's chat room (the same as the chat's rooms/{id})",
        params: chatRoomParams,
        response: { 200: chatRoomAnswer },
      },
    },
    async (request) => ok(await oneRoom(db, (await request.requireUser()).user.id, request.params.id)),
  );
};
