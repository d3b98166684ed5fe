import { type AdminMission, errorCodes, type MissionDefinition, type MissionType } from "@rewards/contracts";
import { and, asc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import { type MissionRow, missions, type SubMissionRow, subMissions } from "./tables.js";

function toAdminMission(mission: MissionRow, steps: SubMissionRow[]): AdminMission {
  return {
    id: mission.id,
    type: mission.type,
    category: mission.category,
    level: mission.level,
    title: mission.title,
    description: mission.description,
    position: mission.position,
    active: mission.active,
    sub_missions: steps.map((step) => ({
      id: step.id,
      title: step.title,
      description: step.description,
      target: step.target,
      point: step.points,
    })),
  };
}

/** The live (not retired) steps of some missions, in order, by mission. */
export async function liveStepsOf(db: DbOrTx, missionIds: string[]): Promise<Map<string, SubMissionRow[]>> {
  const byMission = new Map<string, SubMissionRow[]>(missionIds.map((id) => [id, []]));
  if (missionIds.length === 0) return byMission;
  const rows = await db
    .select()
    .from(subMissions)
    .where(and(inArray(subMissions.missionId, missionIds), isNull(subMissions.retiredAt)))
    .orderBy(asc(subMissions.missionId), asc(subMissions.position));
  for (const row of rows) byMission.get(row.missionId)?.push(row);
  return byMission;
}

const missionFields = (definition: MissionDefinition) => ({
  type: definition.type,
  category: definition.category,
  level: definition.level,
  title: definition.title,
  description: definition.description,
  position: definition.position,
  active: definition.active,
});

/** Writes the steps in the order given: known ids are updated in place (members keep their progress), new ones added. */
async function writeSteps(tx: Tx, missionId: string, definition: MissionDefinition): Promise<void> {
  const existing = await tx
    .select({ id: subMissions.id })
    .from(subMissions)
    .where(eq(subMissions.missionId, missionId));
  const known = new Set(existing.map((row) => row.id));
  const kept: string[] = [];
  for (const [position, step] of definition.sub_missions.entries()) {
    const fields = {
      position,
      title: step.title,
      description: step.description,
      target: step.target,
      points: step.point,
      retiredAt: null,
    };
    if (step.id !== undefined) {
      if (!known.has(step.id)) {
        throw new AppError(
          400,
          errorCodes.validationFailed,
          "This step is not part of the mission.",
          `sub_missions.${position}.id`,
        );
      }
      await tx.update(subMissions).set(fields).where(eq(subMissions.id, step.id));
      kept.push(step.id);
    } else {
      const id = newId();
      await tx.insert(subMissions).values({ id, missionId, ...fields });
      kept.push(id);
    }
  }
  // Steps left out retire: their progress and claims stay in the history, they stop counting.
  await tx
    .update(subMissions)
    .set({ retiredAt: sql`coalesce(${subMissions.retiredAt}, now())` })
    .where(and(eq(subMissions.missionId, missionId), notInArray(subMissions.id, kept)));
}

async function adminMission(db: DbOrTx, id: string): Promise<AdminMission> {
  const [mission] = await db.select().from(missions).where(eq(missions.id, id));
  if (!mission) throw new AppError(404, errorCodes.notFound, "This mission does not exist.");
  return toAdminMission(mission, (await liveStepsOf(db, [id])).get(id) ?? []);
}

/** A new mission and its steps; from the back office (`actor`) it is recorded in the audit log. */
export async function createMission(tx: Tx, definition: MissionDefinition, actor?: AuditActor): Promise<AdminMission> {
  const id = newId();
  await tx.insert(missions).values({ id, ...missionFields(definition) });
  await writeSteps(tx, id, definition);
  const created = await adminMission(tx, id);
  if (actor)
    await recordAudit(tx, actor, { action: "mission.create", target: { kind: "mission", id }, after: created });
  return created;
}

/** Replaces a mission's definition, recorded in the audit log; a level-up mission may not become daily or the other way round. */
export async function updateMission(
  tx: Tx,
  id: string,
  definition: MissionDefinition,
  actor: AuditActor,
): Promise<AdminMission> {
  const [current] = await tx.select().from(missions).where(eq(missions.id, id)).for("update");
  if (!current) throw new AppError(404, errorCodes.notFound, "This mission does not exist.");
  if (current.type !== definition.type) {
    throw new AppError(400, errorCodes.validationFailed, "A mission's type cannot change; create a new one.", "type");
  }
  const before = await adminMission(tx, id);
  await tx
    .update(missions)
    .set({ ...missionFields(definition), updatedAt: new Date() })
    .where(eq(missions.id, id));
  await writeSteps(tx, id, definition);
  const after = await adminMission(tx, id);
  await recordAudit(tx, actor, { action: "mission.update", target: { kind: "mission", id }, before, after });
  return after;
}

export async function listAdminMissions(
  db: DbOrTx,
  filter: { type?: MissionType | undefined; level?: number | undefined },
): Promise<AdminMission[]> {
  const rows = await db
    .select()
    .from(missions)
    .where(
      and(
        filter.type ? eq(missions.type, filter.type) : undefined,
        filter.level !== undefined ? eq(missions.level, filter.level) : undefined,
      ),
    )
    .orderBy(asc(missions.type), asc(missions.level), asc(missions.position), asc(missions.id));
  const steps = await liveStepsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminMission(row, steps.get(row.id) ?? []));
}
