import { randomUUID } from "node:crypto";
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Tx } from "../db/client.js";
import { chatRooms, storeMessage } from "../modules/chat/index.js";
import { jobApplications } from "../modules/jobs/index.js";
import { findLiveUserByEmail } from "../modules/users/index.js";

/** Two threads between the demo worker and the demo client, so chat is seen in use. */
const threads = [
  [
    ["client", "Hi Ayu! Thanks for taking this on. Can you start this week?"],
    ["worker", "Hello! Yes, I can start tomorrow morning."],
    ["client", "Great. The brand colours are brown and cream."],
    ["worker", "Noted. I will send the first sketches on Friday."],
  ],
  [
    ["worker", "I have finished the first draft, please have a look."],
    ["client", "Looks good, could the font be a little bolder?"],
    ["worker", "Of course, I will update it today."],
  ],
] as const;

export async function loadDemoChat(tx: Tx): Promise<void> {
  const [worker, client] = await Promise.all(
    ["worker@example.com", "client@example.com"].map((email) => findLiveUserByEmail(tx, email)),
  );
  if (!worker || !client) return;
  const rooms = await tx
    .select({ id: chatRooms.id, clientUserId: chatRooms.clientUserId })
    .from(chatRooms)
    .innerJoin(jobApplications, eq(jobApplications.id, chatRooms.id))
    // Rooms still taking messages (not cancelled, not disputed, not blocked).
    .where(
      and(
        eq(chatRooms.workerUserId, worker.id),
        eq(jobApplications.chatBlocked, false),
        notInArray(jobApplications.status, ["cancelled", "disputed"]),
      ),
    )
    .orderBy(desc(chatRooms.createdAt));
  const open = rooms.filter((room) => room.clientUserId === client.id);
  for (const [index, thread] of threads.entries()) {
    const room = open[index];
    if (!room) return;
    for (const [side, text] of thread) {
      await storeMessage(tx, side === "worker" ? worker.id : client.id, room.id, { client_id: randomUUID(), text });
    }
  }
}
