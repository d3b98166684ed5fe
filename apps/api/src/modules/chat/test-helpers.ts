import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.js";
import { createSignedInUser } from "../../test/factories.js";
import { postPoints } from "../ledger/index.js";

/** What the helper needs of `app.inject` (the scale-out test gives it one over the network). */
type Inject = (request: {
  method: "GET" | "POST" | "PUT";
  url: string;
  headers: Record<string, string>;
  payload?: object;
}) => Promise<{ statusCode: number; body: string; json(): { data: Record<string, unknown> } }>;
type Member = { user: { id: string }; token: string };

type RoomOptions = {
  /** Hired unless false. */
  hire?: boolean;
  /** The two sides; new signed-in members unless given. */
  client?: Member;
  worker?: Member;
  /** Their job-profile names and the job's title. */
  clientName?: string;
  workerName?: string;
  title?: string;
};

/** A worker, a client and the application between them (hired unless `hire` is false): one room. */
export async function roomBetween(app: { inject: Inject }, db: Db, options: RoomOptions = {}) {
  const call = async (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) => {
    const answer = await app.inject({
      method,
      url: `/api/job/${url}`,
      headers: { token },
      ...(payload && { payload }),
    });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json().data as { id: string };
  };
  const client: Member = options.client ?? (await createSignedInUser(db));
  const worker: Member = options.worker ?? (await createSignedInUser(db));
  await call("PUT", "client/clients/1", client.token, { name: options.clientName ?? "Toko Maju" });
  await call("PUT", "worker/workers/1", worker.token, { name: options.workerName ?? "Ayu" });
  await db.transaction((tx) =>
    postPoints(tx, {
      userId: client.user.id,
      amountCents: 100_000,
      type: "SettingPointUser",
      cause: { kind: "test", id: client.user.id },
      idempotencyKey: `grant:${randomUUID()}`,
    }),
  );
  const job = await call("POST", "client/jobs", client.token, {
    job_type: "online",
    title: options.title ?? "Design a logo for a coffee shop",
    fee: 50_000,
    publish: true,
  });
  const application = await call("POST", "worker/applicants", worker.token, { job_id: job.id, offer_price: 40_000 });
  if (options.hire !== false) await call("POST", `client/applicants/${application.id}/hire`, client.token);
  return { client, worker, roomId: application.id, jobId: job.id };
}
