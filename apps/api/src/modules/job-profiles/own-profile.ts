import type { FastifyRequest } from "fastify";
import type { DbOrTx } from "../../db/client.js";
import { noProfile, profileOf } from "./profiles.js";
import type { JobProfileRow } from "./tables.js";

/** The signed-in member's own worker profile, for the calls that edit it: nobody edits another's. */
export async function ownWorkerProfile(db: DbOrTx, request: FastifyRequest): Promise<JobProfileRow> {
  const { user } = await request.requireUser();
  const row = await profileOf(db, user.id, 0);
  if (!row) throw noProfile();
  return row;
}
