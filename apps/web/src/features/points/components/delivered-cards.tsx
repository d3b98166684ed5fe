import type { DeliveredCard } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { formatDate } from "../lib/format";
import { CopyButton } from "./copy-button";

/** The codes of the cards a redemption delivered, each ready to copy. */
export function DeliveredCards({ cards }: { cards: DeliveredCard[] }) {
  const { t, i18n } = useTranslation("points");
  return (
    <ul className="space-y-2" aria-label={t("codes.title")}>
      {cards.map((card) => (
        <li
          key={card.code}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gray-200 bg-gray-50 p-3"
          data-testid="delivered-card"
        >
          <div className="min-w-0">
            <p className="font-mono text-lg font-semibold tracking-wider break-all text-gray-900">{card.code}</p>
            <p className="text-sm text-gray-600">
              {[
                card.serial && t("codes.serial", { serial: card.serial }),
                card.expires_at && t("codes.expires", { date: formatDate(card.expires_at, i18n.language, "UTC") }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
          <CopyButton text={card.code} />
        </li>
      ))}
    </ul>
  );
}
