import type { ChatSendBody } from "@rewards/contracts";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import type { RateLimiter } from "../../lib/rate-limiter.js";
import { chatMessagesCount } from "../../metrics/index.js";
import { applicationColumns, fullName, jobApplications, jobPosts } from "../jobs/index.js";
import { notify } from "../notifications/index.js";
import { users } from "../users/index.js";
import type { ChatBus } from "./bus.js";
import { deleteMessage, markRead, SendRaced, type Sent, storeMessage } from "./messages.js";
import { knownMembership, type RoomMembers } from "./rooms.js";
import { countSend, tooFast } from "./send-quota.js";

/**
 * Sends and typing frames per member and window. Sends are counted by every process alike: in the
 * shared rate limiter with Redis, else in PostgreSQL (`chat_send_quota`). Typing frames only in the
 * rate limiter: they are not stored, and a process's own count is enough to spare it.
 */
export const chatLimits = {
  send: { limit: 30, windowMs: 10_000 },
  typing: { limit: 20, windowMs: 10_000 },
} as const;

export type ChatDeps = {
  db: Db;
  bus: ChatBus;
  rateLimiter: RateLimiter;
  /** Where sends are counted: the rate limiter when it is shared (Redis), else the database. */
  sendsCountedIn: "rate-limiter" | "database";
  /** Whether the member has a socket open in this process (then no notification is due). */
  peerHere?: (userId: string) => boolean;
  /** The open rooms' members this chat service has seen (`RoomMembers`). */
  rooms: RoomMembers;
};

async function limit(rateLimiter: RateLimiter, key: string, rule: { limit: number; windowMs: number }) {
  const decision = await rateLimiter.hit(key, rule.limit, rule.windowMs);
  if (!decision.allowed) throw tooFast(decision.retryAfterMs);
}

/**
 * Stores in one statement, fans out after it, and tells the peer by notification when the
 * statement found them away and not told within the quiet period.
 */
export async function sendMessage(deps: ChatDeps, userId: string, roomId: string, body: ChatSendBody): Promise<Sent> {
  if (deps.sendsCountedIn === "database") await countSend(deps.db, userId, chatLimits.send);
  else await limit(deps.rateLimiter, `chat:send:${userId}`, chatLimits.send);
  const store = () =>
    storeMessage(deps.db, userId, roomId, body, {
      tellAway: true,
      peerHere: deps.peerHere,
      rooms: deps.rooms,
    });
  // A send racing the first send of its client id answers, once that one is stored, its message.
  const sent = await store().catch((error: unknown) => {
    if (error instanceof SendRaced) return store();
    throw error;
  });
  if (!sent.duplicate) chatMessagesCount.inc({ direction: "in" });
  // A retry is fanned out again too: the sockets skip a key they have, and one that missed it gets it.
  await deps.bus.publish({ t: "message", members: sent.members, message: sent.message });
  if (sent.tell) await deps.db.transaction((tx) => tellAbsentPeer(tx, sent, userId));
  return sent;
}

/** Once per quiet period the storing statement finds the peer away: they are told by notification. */
async function tellAbsentPeer(tx: Tx, sent: Sent, userId: string): Promise<void> {
  const peerIsWorker = sent.members[0] === sent.peerId;
  const [about] = await tx
    .select({
      title: jobPosts.title,
      name: users.name,
      lastName: users.lastName,
      // The sender as the peer knows them: by their job-profile name.
      profileName: peerIsWorker ? applicationColumns.clientProfileName : applicationColumns.workerProfileName,
    })
    .from(jobApplications)
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
    .innerJoin(users, eq(users.id, userId))
    .where(eq(jobApplications.id, sent.message.room_id));
  await notify(tx, sent.peerId, "chat_message", {
    cause: `${sent.message.room_id}:${sent.peerId}:${sent.message.key}`,
    values: {
      title: about?.title ?? "",
      name: about ? about.profileName?.trim() || fullName(about) : "",
      link: `/home/flashjobs/message/${sent.message.room_id}`,
    },
  });
}

export async function readRoom(deps: ChatDeps, userId: string, roomId: string, key: number) {
  const read = await markRead(deps.db, userId, roomId, key);
  await deps.bus.publish({
    t: "read",
    members: read.members,
    room_id: roomId,
    user_id: userId,
    key: read.last_read_key,
  });
  return { room_id: read.room_id, last_read_key: read.last_read_key };
}

export async function removeMessage(deps: ChatDeps, userId: string, roomId: string, key: number) {
  const done = await deleteMessage(deps.db, userId, roomId, key);
  await deps.bus.publish({ t: "deleted", members: done.members, room_id: roomId, key });
  return done.message;
}

/**
 * Tells the peer the member is typing. The members come from memory once this process has seen the
 * room, and `readOnlyHere` is what the sending socket was told of the room (by `hello` and `room`
 * frames), so a typing frame costs no database round trip.
 */
export async function typing(deps: ChatDeps, userId: string, roomId: string, readOnlyHere = false) {
  await limit(deps.rateLimiter, `chat:typing:${userId}`, chatLimits.typing);
  if (readOnlyHere) return;
  const member = await knownMembership(deps.db, userId, roomId, deps.rooms);
  if (member.readOnly) return;
  await deps.bus.publish({ t: "typing", members: member.members, room_id: roomId, user_id: userId });
}
