import { inviteeBonusPoints } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatters } from "../use-formatters";
import type { Slide } from "./carousel";
import { textLink } from "./link-styles";

const slideCard =
  "flex min-h-64 flex-col justify-center rounded-3xl bg-gradient-to-br from-brand-50 to-brand-100 p-6 sm:min-h-72 sm:p-10";

function TextSlide({ topic }: { topic: "surveys" | "bingo" | "redeem" }) {
  const { t } = useTranslation("public-site/landing");
  return (
    <div className={slideCard}>
      <h2 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t(`landing.slides.${topic}.title`)}</h2>
      <p className="mt-3 max-w-xl text-gray-700 sm:text-lg">{t(`landing.slides.${topic}.text`)}</p>
    </div>
  );
}

/** The invitation offer, the visitor's welcome bonus shown large: the one figure people remember. */
function InviteSlide() {
  const { t } = useTranslation("public-site/landing");
  const { gain } = useFormatters();
  return (
    <div className={`${slideCard} sm:flex-row sm:items-center sm:justify-start sm:gap-10`}>
      <p className="text-5xl font-extrabold text-brand-700 sm:text-7xl">
        {t("landing.slides.invite.badge", { points: gain(inviteeBonusPoints) })}
      </p>
      <div className="mt-4 sm:mt-0">
        <h2 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t("landing.slides.invite.title")}</h2>
        <p className="mt-3 max-w-xl text-gray-700 sm:text-lg">{t("landing.slides.invite.text")}</p>
        <Link to="/invite" className={`mt-4 inline-block ${textLink}`}>
          {t("landing.slides.invite.link")}
        </Link>
      </div>
    </div>
  );
}

export const landingSlides: Slide[] = [
  { id: "surveys", content: <TextSlide topic="surveys" /> },
  { id: "invite", content: <InviteSlide /> },
  { id: "bingo", content: <TextSlide topic="bingo" /> },
  { id: "redeem", content: <TextSlide topic="redeem" /> },
];
