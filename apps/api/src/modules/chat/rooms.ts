import { type ChatReadOnlyReason, type ChatRoom, chatMessages as chatWords, errorCodes } from "@rewards/contracts";
import { and, desc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { ActivityConsumer } from "../activity/index.js";
import { applicationColumns, fullName, jobApplications, jobPosts } from "../jobs/index.js";
import { users } from "../users/index.js";
import type { ChatBus } from "./bus.js";
import { chatRooms } from "./tables.js";

/** A room one member may use: the application's two sides and whether it still takes messages. */
export type Membership = {
  roomId: string;
  role: "worker" | "client";
  userId: string;
  peerId: string;
  members: [string, string];
  readOnly: ChatReadOnlyReason | null;
  opened: boolean;
};

/** Same answer for a room that does not exist and one the member is not in: no hint either way. */
export const noRoom = () => new AppError(404, errorCodes.notFound, chatWords.roomNotExists);

export const readOnlyOf = (status: string, blocked: boolean): ChatReadOnlyReason | null =>
  blocked ? "blocked" : status === "cancelled" || status === "disputed" ? "cancelled" : null;

/** The caller's side of the room (the application) `roomId`, or 404 'Chat room not exists'. */
export async function membership(db: DbOrTx, userId: string, roomId: string): Promise<Membership> {
  const [row] = await db
    .select({
      worker: jobApplications.workerUserId,
      client: jobApplications.clientUserId,
      status: jobApplications.status,
      blocked: jobApplications.chatBlocked,
      opened: chatRooms.id,
    })
    .from(jobApplications)
    .leftJoin(chatRooms, eq(chatRooms.id, jobApplications.id))
    .where(
      and(
        eq(jobApplications.id, roomId),
        or(eq(jobApplications.workerUserId, userId), eq(jobApplications.clientUserId, userId)),
      ),
    );
  // A worker talking to themselves (their own job) is not a room.
  if (!row || row.worker === row.client) throw noRoom();
  const role = row.worker === userId ? "worker" : "client";
  return {
    roomId,
    role,
    userId,
    peerId: role === "worker" ? row.client : row.worker,
    members: [row.worker, row.client],
    readOnly: readOnlyOf(row.status, row.blocked),
    opened: row.opened !== null,
  };
}

/**
 * The two members of each open room one chat service has seen. They are the application's two
 * sides and never change, so a send checks them here instead of asking the database each time;
 * whether the room still takes messages (a block, a cancellation) can change, and the storing
 * statement checks that itself. Bounded: the oldest entry goes first. Each chat service makes its
 * own (`services/chat.ts`), so two apps in one process keep apart.
 */
export class RoomMembers {
  private readonly members = new Map<string, [string, string]>();

  constructor(private readonly max = 50_000) {}

  /** Keeps an open room's members (a socket's hello lists its member's rooms with them). */
  remember(roomId: string, members: [string, string]): void {
    if (this.members.size >= this.max) {
      const oldest = this.members.keys().next();
      if (!oldest.done) this.members.delete(oldest.value);
    }
    this.members.set(roomId, members);
  }

  get(roomId: string): [string, string] | undefined {
    return this.members.get(roomId);
  }
}

/**
 * The caller's side of an open room, from `rooms` when this service has seen the room (then
 * `readOnly` is unknown: null), else as `membership` answers. Throws 404 as `membership` does.
 */
export async function knownMembership(
  db: DbOrTx,
  userId: string,
  roomId: string,
  rooms?: RoomMembers,
): Promise<Membership> {
  const members = rooms?.get(roomId);
  if (members) {
    const [worker, client] = members;
    if (userId !== worker && userId !== client) throw noRoom();
    const role = userId === worker ? "worker" : "client";
    return { roomId, role, userId, peerId: role === "worker" ? client : worker, members, readOnly: null, opened: true };
  }
  const member = await membership(db, userId, roomId);
  if (member.opened) rooms?.remember(roomId, member.members);
  return member;
}

/** Opens the application's room (on hire, or the first message); nothing when it is open. */
export async function openRoom(db: DbOrTx, a: { id: string; workerUserId: string; clientUserId: string }) {
  await db
    .insert(chatRooms)
    .values({ id: a.id, workerUserId: a.workerUserId, clientUserId: a.clientUserId })
    .onConflictDoNothing({ target: chatRooms.id });
}

/** The activity stream's hook: a hire opens the room in the hire's own transaction. */
export const chatConsumer: ActivityConsumer = {
  name: "chat",
  handlers: {
    job_hired: async (tx, event) => {
      const [a] = await tx
        .select({
          id: jobApplications.id,
          workerUserId: jobApplications.workerUserId,
          clientUserId: jobApplications.clientUserId,
        })
        .from(jobApplications)
        .where(eq(jobApplications.id, event.cause));
      if (a) await openRoom(tx, a);
    },
  },
};

const peer = alias(users, "peer");

/** The member's rooms, latest message first (rooms without one by when they opened). */
export async function roomList(
  db: DbOrTx,
  userId: string,
  place: { page: number; limit: number },
  only?: string,
): Promise<{ rooms: ChatRoom[]; total: number }> {
  const mine = or(eq(chatRooms.workerUserId, userId), eq(chatRooms.clientUserId, userId));
  const where = only ? and(mine, eq(chatRooms.id, only)) : mine;
  const rows = await db
    .select({
      room: chatRooms,
      jobId: jobApplications.jobId,
      status: jobApplications.status,
      blocked: jobApplications.chatBlocked,
      title: jobPosts.title,
      peerId: peer.id,
      peerName: peer.name,
      peerLastName: peer.lastName,
      // Members know each other by their job-profile names, as on the application itself.
      workerProfileName: applicationColumns.workerProfileName,
      clientProfileName: applicationColumns.clientProfileName,
      peerAvatar: peer.avatarKey,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(chatRooms)
    .innerJoin(jobApplications, eq(jobApplications.id, chatRooms.id))
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
    .innerJoin(
      peer,
      sql`${peer.id} = case when ${chatRooms.workerUserId} = ${userId} then ${chatRooms.clientUserId} else ${chatRooms.workerUserId} end`,
    )
    .where(where)
    .orderBy(sql`${chatRooms.lastMessageAt} desc nulls last`, desc(chatRooms.createdAt), desc(chatRooms.id))
    .limit(place.limit)
    .offset((place.page - 1) * place.limit);
  const rooms = rows.map((row): ChatRoom => {
    const worker = row.room.workerUserId === userId;
    const readKey = worker ? row.room.workerReadKey : row.room.clientReadKey;
    const reason = readOnlyOf(row.status, row.blocked);
    return {
      id: row.room.id,
      job_id: row.jobId,
      job_title: row.title,
      role: worker ? "worker" : "client",
      peer: {
        id: row.peerId,
        name:
          (worker ? row.clientProfileName : row.workerProfileName)?.trim() ||
          fullName({ name: row.peerName, lastName: row.peerLastName }),
        avatar: row.peerAvatar ? `/api/uploads/${row.peerAvatar}` : null,
      },
      last_message_key: row.room.lastKey,
      last_message_text: row.room.lastMessageText,
      last_message_time: row.room.lastMessageAt?.toISOString() ?? null,
      last_read_key: readKey,
      peer_read_key: worker ? row.room.clientReadKey : row.room.workerReadKey,
      unread_count: Math.max(0, row.room.lastKey - readKey),
      read_only: reason !== null,
      read_only_reason: reason,
    };
  });
  return { rooms, total: rows[0]?.total ?? 0 };
}

/** One room of the member's, or 404 'Chat room not exists'. */
export async function oneRoom(db: DbOrTx, userId: string, roomId: string): Promise<ChatRoom> {
  const { rooms } = await roomList(db, userId, { page: 1, limit: 1 }, roomId);
  const room = rooms[0];
  if (!room) throw noRoom();
  return room;
}

/** Unread messages over every room of the member's, and how many rooms have some. */
export async function unreadCount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      count:
        sql<number>`coalesce(sum(case when ${chatRooms.workerUserId} = ${userId} then ${chatRooms.lastKey} - ${chatRooms.workerReadKey} else ${chatRooms.lastKey} - ${chatRooms.clientReadKey} end), 0)`.mapWith(
          Number,
        ),
      rooms:
        sql<number>`count(*) filter (where ${chatRooms.lastKey} > case when ${chatRooms.workerUserId} = ${userId} then ${chatRooms.workerReadKey} else ${chatRooms.clientReadKey} end)`.mapWith(
          Number,
        ),
    })
    .from(chatRooms)
    .where(or(eq(chatRooms.workerUserId, userId), eq(chatRooms.clientUserId, userId)));
  return { count: row?.count ?? 0, rooms: row?.rooms ?? 0 };
}

/**
 * Tells the room's open sockets that it changed (the chat was blocked or unblocked, the job
 * cancelled): each member's sockets get a `room` frame with their view, so an open thread turns
 * read-only at once. A room not open yet has no sockets to tell.
 */
export async function announceRoomChange(bus: ChatBus, db: DbOrTx, roomId: string): Promise<void> {
  const [room] = await db
    .select({ worker: chatRooms.workerUserId, client: chatRooms.clientUserId })
    .from(chatRooms)
    .where(eq(chatRooms.id, roomId));
  if (!room) return;
  await bus.publish({ t: "room", members: [room.worker, room.client], room_id: roomId });
}

/** A blocked or cancelled room takes no more messages or attachments. */
export const readOnlyError = (reason: ChatReadOnlyReason) =>
  new AppError(409, errorCodes.chatReadOnly, reason === "blocked" ? chatWords.blocked : chatWords.cancelled);
