import type { AuditActorRole } from "@rewards/contracts";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

/**
 * One row per back-office write: who (and under which role), what, on which target, the target
 * before and after (masked), when, and the request it came from. Append-only: a trigger in the
 * migration refuses UPDATE, DELETE and TRUNCATE, and nothing in the code offers either.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: uuid("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id")
      .notNull()
      .references(() => users.id),
    actorRole: text("actor_role").$type<AuditActorRole>().notNull(),
    action: text("action").notNull(),
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    requestId: text("request_id"),
  },
  (table) => [
    index("audit_entries_at_idx").on(table.at.desc(), table.id.desc()),
    index("audit_entries_actor_idx").on(table.actorId, table.at.desc()),
    index("audit_entries_target_idx").on(table.targetKind, table.targetId, table.at.desc()),
    index("audit_entries_action_idx").on(table.action, table.at.desc()),
  ],
);

export type AuditRow = typeof auditEntries.$inferSelect;
