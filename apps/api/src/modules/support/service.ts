import type { AdminSupportRequest, SupportRequestBody, SupportTopic } from "@rewards/contracts";
import { count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { type SupportRequestRow, supportRequests } from "./tables.js";

/** Files a support request from the contact form. */
export async function fileSupportRequest(
  db: DbOrTx,
  input: SupportRequestBody,
  context: { userId: string | null; locale: string },
): Promise<SupportRequestRow> {
  const [row] = await db
    .insert(supportRequests)
    .values({
      id: newId(),
      userId: context.userId,
      email: input.email,
      name: input.name?.trim() || null,
      topic: input.topic,
      message: input.message,
      locale: context.locale,
    })
    .returning();
  if (!row) throw new Error("insert returned no support request");
  return row;
}

function present(row: SupportRequestRow): AdminSupportRequest {
  return {
    id: row.id,
    user_id: row.userId,
    email: row.email,
    name: row.name,
    topic: row.topic,
    message: row.message,
    locale: row.locale,
    created_at: row.createdAt.toISOString(),
  };
}

/** The back office's list: newest first, one topic or all. */
export async function listSupportRequests(
  db: DbOrTx,
  query: { page: number; limit: number; topic?: SupportTopic | undefined },
): Promise<{ items: AdminSupportRequest[]; total: number }> {
  const where = query.topic ? eq(supportRequests.topic, query.topic) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(supportRequests)
      .where(where)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(supportRequests).where(where),
  ]);
  return { items: rows.map(present), total: counted?.total ?? 0 };
}
