import { useTranslation } from "react-i18next";
import { Carousel } from "../components/carousel";
import { HowItWorksTabs } from "../components/how-it-works-tabs";
import { landingSlides } from "../components/landing-slides";
import { StartActions } from "../components/start-actions";

/** The front door: what people earn, how, and the way in (the layout's join banner closes the page). */
export function LandingPage() {
  const { t } = useTranslation("public-site/landing");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-16">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-5xl">{t("landing.title")}</h1>
          <p className="mt-4 text-lg text-gray-700">{t("landing.lead")}</p>
          <StartActions className="mt-8" />
        </header>
        <Carousel slides={landingSlides} />
      </div>
      <HowItWorksTabs />
    </div>
  );
}
