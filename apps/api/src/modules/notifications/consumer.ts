import type { ActivityConsumer } from "../activity/index.js";
import { notify } from "./notify.js";

/**
 * What the activity stream tells members by itself: an inviter hears that a friend qualified and
 * the bonus arrived; a bingo player hears that a line paid. Producers that know more (a
 * redemption's outcome, a grant) call `notify`.
 */
export const notificationConsumer: ActivityConsumer = {
  name: "notifications",
  handlers: {
    async invitee_qualified(tx, event) {
      const points = Number(event.detail?.point ?? 0);
      if (points <= 0) return;
      await notify(tx, event.userId, "invitee_bonus", { cause: event.cause, values: { points } });
    },
    async bingo_prize_won(tx, event) {
      // A line only: the jackpot and the weekly consolation have no copy of their own yet.
      const line = String(event.detail?.line ?? "");
      const points = Number(event.detail?.points ?? 0);
      if (line === "full" || line === "consolation" || points <= 0) return;
      await notify(tx, event.userId, "bingo_line", { cause: event.cause, values: { points } });
    },
  },
};
