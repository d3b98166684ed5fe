import {
  chatHistoryAnswer,
  chatHistoryQuery,
  chatMessageAnswer,
  chatMessageParams,
  chatReadAnswer,
  chatReadBody,
  chatRoomAnswer,
  chatRoomParams,
  chatRoomsAnswer,
  chatRoomsQuery,
  chatSendBody,
  chatUnreadAnswer,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok, paged } from "../../http/reply.js";
import { type ChatDeps, readRoom, removeMessage, sendMessage } from "./actions.js";
import { historyPage } from "./messages.js";
import { oneRoom, roomList, unreadCount } from "./rooms.js";

const tags = ["chat"];
const config = { jobToken: true } as const;

/**
 * Chat under `/api/chat` (spec sections 2 and 9): the member's rooms, a room's history and the
 * REST twins of the socket's send, read and delete. A room the caller is not in answers 404
 * 'Chat room not exists', the same as one that does not exist.
 */
export const chatRoutes: FastifyPluginAsyncZod<ChatDeps> = async (app, deps) => {
  const { db } = deps;
  const me = async (request: { requireUser(): Promise<{ user: { id: string } }> }) =>
    (await request.requireUser()).user.id;

  app.get(
    "/rooms",
    {
      config,
      schema: {
        tags,
        summary: "One's chat rooms, latest message first",
        querystring: chatRoomsQuery,
        response: { 200: chatRoomsAnswer },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rooms, total } = await roomList(db, await me(request), { page, limit });
      return paged(rooms, { page, limit, total });
    },
  );
  app.get(
    "/rooms/:id",
    { config, schema: { tags, summary: "One chat room", params: chatRoomParams, response: { 200: chatRoomAnswer } } },
    async (request) => ok(await oneRoom(db, await me(request), request.params.id)),
  );
  app.get(
    "/rooms/:id/messages",
    {
      config,
      schema: {
        tags,
        summary: "A page of a room's history, newest first",
        params: chatRoomParams,
        querystring: chatHistoryQuery,
        response: { 200: chatHistoryAnswer },
      },
    },
    async (request) =>
      ok(await historyPage(db, await me(request), request.params.id, request.query.before, request.query.limit)),
  );
  app.post(
    "/rooms/:id/messages",
    {
      config,
      schema: {
        tags,
        summary: "Send a message (a retried client_id is stored once)",
        params: chatRoomParams,
        body: chatSendBody,
        response: { 200: chatMessageAnswer },
      },
    },
    async (request) => ok((await sendMessage(deps, await me(request), request.params.id, request.body)).message),
  );
  app.post(
    "/rooms/:id/read",
    {
      config,
      schema: {
        tags,
        summary: "Mark a room read up to a key",
        params: chatRoomParams,
        body: chatReadBody,
        response: { 200: chatReadAnswer },
      },
    },
    async (request) => ok(await readRoom(deps, await me(request), request.params.id, request.body.key)),
  );
  app.delete(
    "/rooms/:id/messages/:key",
    {
      config,
      schema: {
        tags,
        summary: "Delete one's own message (it stays, shown as deleted)",
        params: chatMessageParams,
        response: { 200: chatMessageAnswer },
      },
    },
    async (request) => ok(await removeMessage(deps, await me(request), request.params.id, request.params.key)),
  );
  app.get(
    "/unread",
    { config, schema: { tags, summary: "Unread chat messages over every room", response: { 200: chatUnreadAnswer } } },
    async (request) => ok(await unreadCount(db, await me(request))),
  );
};
