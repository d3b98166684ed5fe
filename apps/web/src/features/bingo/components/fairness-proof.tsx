import { type BingoCampaignState, boardFromSeed, callerFromSeed, seedHash } from "@rewards/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { formatClock, formatDay } from "../../../lib/format";

type Verdict = "ok" | "mismatch" | null;

/**
 * The commit-reveal proof: this week's seed hash (fixed before any summon), and last week's
 * revealed seed, which the browser checks against its hash and re-deals the member's board and the
 * calling order from, with the same code the server uses.
 */
export function FairnessProof({ state }: { state: BingoCampaignState }) {
  const { t, i18n } = useTranslation("bingo");
  const [verdict, setVerdict] = useState<Verdict>(null);
  const previous = state.previous;

  async function verify() {
    if (!previous) return;
    const userId = previous.member_id;
    const hashOk = (await seedHash(previous.server_seed)) === previous.seed_hash;
    const callerOk =
      JSON.stringify(await callerFromSeed(previous.server_seed, previous.per_column)) ===
      JSON.stringify(previous.bingo_caller);
    const boardOk =
      previous.matrix_monster === null ||
      JSON.stringify(await boardFromSeed(previous.server_seed, userId, previous.per_column)) ===
        JSON.stringify(previous.matrix_monster);
    setVerdict(hashOk && callerOk && boardOk ? "ok" : "mismatch");
  }

  return (
    <div className="space-y-3 text-sm text-gray-800">
      <p>{t("fairness.lead")}</p>
      <dl className="space-y-2">
        <div>
          <dt className="font-semibold">{t("fairness.hash")}</dt>
          <dd className="font-mono text-xs break-all" data-testid="bingo-seed-hash">
            {state.fairness.seed_hash ?? "—"}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t("fairness.seed")}</dt>
          <dd className="font-mono text-xs break-all">{state.fairness.server_seed ?? t("fairness.hidden")}</dd>
        </div>
      </dl>
      <details className="rounded-lg bg-gray-50 p-3">
        <summary className="cursor-pointer font-semibold">{t("fairness.howTitle")}</summary>
        <ol className="mt-2 list-decimal space-y-1 ps-5">
          <li>{t("fairness.step1")}</li>
          <li>{t("fairness.step2")}</li>
          <li>{t("fairness.step3")}</li>
          <li>{t("fairness.step4")}</li>
          <li>{t("fairness.step5")}</li>
        </ol>
      </details>
      {state.previous_reveals_at && (
        // A member whose new week began while later zones still play the last one: when its proof comes.
        <p className="rounded-lg border border-gray-200 p-3" data-testid="bingo-previous-reveal">
          {t("fairness.lastWeekSoon", {
            day: formatDay(state.previous_reveals_at, i18n.language),
            time: formatClock(state.previous_reveals_at, i18n.language),
          })}
        </p>
      )}
      {previous && (
        <div className="space-y-2 rounded-lg border border-gray-200 p-3">
          <p className="font-semibold">{t("fairness.lastWeek", { week: previous.week_start })}</p>
          <p className="font-mono text-xs break-all">{previous.server_seed}</p>
          <button type="button" className={smallSecondaryButton} onClick={() => void verify()}>
            {t("fairness.verify")}
          </button>
          {verdict && (
            <p
              role="status"
              className={verdict === "ok" ? "font-semibold text-green-800" : "font-semibold text-red-800"}
            >
              {t(verdict === "ok" ? "fairness.verified" : "fairness.mismatch")}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
