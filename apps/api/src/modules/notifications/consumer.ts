import type { ActivityConsumer } from "../activity/index.js";
import { notify } from "./notify.js";

/**
 * What the activity stream tells members by itself: an inviter hears that a friend qualified and
 * the bonus arrived. Producers that know more (a redemption's outcome, a grant) call `notify`.
 */
export const notificationConsumer: ActivityConsumer = {
  name: "notifications",
  handlers: {
    async invitee_qualified(tx, event) {
      const points = Number(event.detail?.point ?? 0);
      if (points <= 0) return;
      await notify(tx, event.userId, "invitee_bonus", { cause: event.cause, values: { points } });
    },
  },
};
