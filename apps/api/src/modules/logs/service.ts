import { type ClientErrorReport, clientErrorLimits } from "@rewards/contracts";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { clientErrorReports } from "./tables.js";

export type Reporter = {
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  requestId: string;
  userAgent: string | null;
};

function cut(value: string | null | undefined, max: number): string | null {
  if (value === undefined || value === null) return null;
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

export async function recordClientError(db: Db, report: ClientErrorReport, reporter: Reporter): Promise<void> {
  await db.insert(clientErrorReports).values({
    id: newId(),
    name: cut(report.name, clientErrorLimits.name),
    message: cut(report.message, clientErrorLimits.message),
    note: cut(report.note, clientErrorLimits.note),
    stack: cut(report.stack, clientErrorLimits.stack),
    href: cut(report.href, clientErrorLimits.href),
    userId: reporter.userId,
    userName: cut(reporter.userName, 200),
    userEmail: reporter.userEmail,
    requestId: reporter.requestId,
    userAgent: cut(reporter.userAgent, 500),
  });
}

/** Deletes reports older than the cut-off; safe to run twice. Returns how many went. */
export async function pruneClientErrorReports(db: Db, olderThan: Date): Promise<number> {
  const deleted = await db
    .delete(clientErrorReports)
    .where(lt(clientErrorReports.createdAt, olderThan))
    .returning({ id: clientErrorReports.id });
  return deleted.length;
}

export async function countClientErrorReports(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(clientErrorReports);
  return row?.count ?? 0;
}
