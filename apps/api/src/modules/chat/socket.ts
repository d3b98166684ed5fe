import websocket from "@fastify/websocket";
import { type ChatClientFrame, chatClientFrame, errorCodes } from "@rewards/contracts";
import { eq, or } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.js";
import { jobApplications } from "../jobs/index.js";
import { type ChatDeps, readRoom, removeMessage, sendMessage, typing } from "./actions.js";
import type { Connection } from "./connection.js";
import type { ChatHub } from "./hub.js";
import { readOnlyOf } from "./rooms.js";
import { chatRooms } from "./tables.js";

/** Largest frame a client may send: a message of 2000 characters fits many times over. */
const maxFrameBytes = 32 * 1024;

/** A socket opened by cookie must come from the site itself: a page elsewhere cannot borrow the session. */
function sameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  if (typeof request.headers.token === "string" && request.headers.token.length > 0) return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    const from = new URL(origin);
    return from.origin === new URL(publicUrl).origin || from.host === request.headers.host;
  } catch {
    return false;
  }
}

/** `GET /api/chat/ws`: the member's live chat (the frames are described in the contracts' chat.ts). */
export const chatSocketRoutes: FastifyPluginAsync<ChatDeps & { hub: ChatHub; publicUrl: string }> = async (
  app,
  options,
) => {
  const { hub, db } = options;
  await app.register(websocket, {
    options: { maxPayload: maxFrameBytes },
    // A frame over the size limit is the sender's mistake, not the server's: \`ws\` has closed the
    // socket with 1009 already, so it is logged as a warning, without a stack, and left to close.
    errorHandler: (error, socket, request) => {
      const code = (error as { code?: unknown }).code;
      if (code === "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH") {
        request.log.warn({ code, limit: maxFrameBytes }, "chat frame over the size limit");
        return;
      }
      request.log.error(error);
      socket.terminate();
    },
  });
  app.get(
    "/ws",
    {
      websocket: true,
      config: { jobToken: true },
      schema: { hide: true },
      preValidation: async (request) => {
        await request.requireUser();
        if (!sameOrigin(request, options.publicUrl)) {
          throw new AppError(403, errorCodes.forbidden, "This connection must come from the web app.");
        }
      },
    },
    async (socket, request) => {
      const { user } = await request.requireUser();
      // Frames that arrive while the connection is being set up wait for it.
      const early: string[] = [];
      let connection: Connection | null = null;
      socket.on("message", (data: { toString(): string }) => {
        const raw = data.toString();
        if (connection) void handle(connection, raw);
        else early.push(raw);
      });
      socket.on("pong", () => {
        if (connection) connection.alive = true;
      });
      socket.on("close", () => {
        if (connection) void hub.remove(connection);
      });
      connection = await hub.add(user.id, socket);
      if (socket.readyState !== 1) {
        await hub.remove(connection);
        return;
      }
      for (const raw of early.splice(0)) void handle(connection, raw);
    },
  );

  async function handle(connection: Connection, raw: string): Promise<void> {
    connection.alive = true;
    let frame: ChatClientFrame;
    try {
      const parsed = chatClientFrame.safeParse(JSON.parse(raw));
      if (!parsed.success) throw new Error("invalid");
      frame = parsed.data;
    } catch {
      connection.send({ type: "error", code: errorCodes.validationFailed, message: "This frame is not understood." });
      return;
    }
    try {
      await act(connection, frame);
    } catch (error) {
      const known = error instanceof AppError;
      connection.send({
        type: "error",
        code: known ? String(error.code) : errorCodes.internal,
        message: known ? error.message : "Something went wrong! Try again later",
        ...("room_id" in frame && { room_id: frame.room_id }),
        ...("client_id" in frame && { client_id: frame.client_id }),
      });
    }
  }

  async function act(connection: Connection, frame: ChatClientFrame): Promise<void> {
    const userId = connection.userId;
    switch (frame.type) {
      case "hello":
        return hello(connection, frame.rooms);
      case "send": {
        const { type: _type, room_id, ...body } = frame;
        const sent = await sendMessage(options, userId, room_id, body);
        // A retry of a stored message: this socket gets it unless it has seen it already.
        if (sent.duplicate) connection.deliver(sent.message);
        return;
      }
      case "read":
        await readRoom(options, userId, frame.room_id, frame.key);
        return;
      case "typing":
        return typing(options, userId, frame.room_id, connection.readOnly.has(frame.room_id));
      case "delete":
        await removeMessage(options, userId, frame.room_id, frame.key);
        return;
      case "ping":
        connection.send({ type: "pong", ...(frame.t !== undefined && { t: frame.t }) });
        return;
    }
  }

  /** Rooms named with their last key catch up from there; the member's other rooms go on from now. */
  async function hello(connection: Connection, named: { room_id: string; last_key: number }[]): Promise<void> {
    if (connection.started) {
      connection.send({ type: "ready", user_id: connection.userId });
      return;
    }
    const rooms = await db
      .select({
        id: chatRooms.id,
        lastKey: chatRooms.lastKey,
        worker: chatRooms.workerUserId,
        client: chatRooms.clientUserId,
        status: jobApplications.status,
        blocked: jobApplications.chatBlocked,
      })
      .from(chatRooms)
      .innerJoin(jobApplications, eq(jobApplications.id, chatRooms.id))
      .where(or(eq(chatRooms.workerUserId, connection.userId), eq(chatRooms.clientUserId, connection.userId)));
    // The member's rooms are known from here on: a send checks its room's members in memory.
    for (const room of rooms) {
      options.rooms.remember(room.id, [room.worker, room.client]);
      if (readOnlyOf(room.status, room.blocked)) connection.readOnly.add(room.id);
    }
    const from = new Map(rooms.map((room) => [room.id, room.lastKey]));
    const resume: string[] = [];
    for (const { room_id, last_key } of named) {
      // A room the member is not in is passed over without a word: no hint that it exists.
      if (!from.has(room_id)) continue;
      from.set(room_id, last_key);
      resume.push(room_id);
    }
    connection.start(from, resume);
    await Promise.all(resume.map((room) => connection.queue(room, () => {})));
    connection.send({ type: "ready", user_id: connection.userId });
  }
};
