import type { JobDefinition } from "../../jobs/definition.js";
import { deliverMessageJobName, deliverQueuedMessage, staleMessageIds } from "./service.js";

/** Sends one outbox message (queued by `dispatchMessages` after the commit). */
export const deliverMessageJob: JobDefinition<{ id?: string }> = {
  name: deliverMessageJobName,
  async run({ db, config, log }, data) {
    if (typeof data.id !== "string") return;
    const delivered = await deliverQueuedMessage(db, config, data.id);
    if (delivered) log.info({ message_id: data.id, ...delivered }, "message delivered");
  },
};

/** Every five minutes, retry what was left behind; delivery is claimed per row, so a double run is harmless. */
export const sweepOutboxJob: JobDefinition = {
  name: "sweep-outbox",
  cron: "*/5 * * * *",
  async run({ db, config, log }) {
    const ids = await staleMessageIds(db, new Date(Date.now() - 2 * 60 * 1000));
    for (const id of ids) {
      await deliverQueuedMessage(db, config, id).catch((error: unknown) =>
        log.warn({ err: error, message_id: id }, "outbox message still not delivered"),
      );
    }
  },
};
