import type { RedeemDone } from "@rewards/contracts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { quietButton, secondaryButton } from "../../../components/ui/buttons";
import { DeliveredCards } from "../components/delivered-cards";
import { usePointsText } from "../components/use-points-text";

/** The cards are the member's: their codes, to copy, and the balance left. */
export function CardDone({ done, onAgain }: { done: RedeemDone; onAgain: () => void }) {
  const { t } = useTranslation("points");
  const pointsText = usePointsText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4" data-testid="card-done">
      <div className="rounded-xl border border-green-200 bg-green-50 p-4">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-green-900 focus:outline-none">
          {t("cards.doneTitle")}
        </h2>
        <p className="mt-1 text-green-900">{t("cards.doneLead", { points: pointsText(done.remaining) })}</p>
      </div>
      {done.request.cards.length > 0 ? (
        <DeliveredCards cards={done.request.cards} />
      ) : (
        <p className="text-gray-700">{t("cards.noCodesYet")}</p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={`/home/points/${done.entry_id}`} className={secondaryButton}>
          {t("done.seeDetails")}
        </Link>
        <button type="button" onClick={onAgain} className={quietButton}>
          {t("cards.again")}
        </button>
      </div>
    </div>
  );
}
