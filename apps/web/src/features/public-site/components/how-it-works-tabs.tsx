import * as Tabs from "@radix-ui/react-tabs";
import { useTranslation } from "react-i18next";

const topics = ["surveys", "missions", "shops", "redeem"] as const;
const steps = ["first", "second", "third"] as const;

/** Three steps for each way to earn or redeem, one tab at a time so the page stays short. */
export function HowItWorksTabs() {
  const { t } = useTranslation("public-site/landing");
  return (
    <section aria-labelledby="how-it-works-title" className="mt-16">
      <h2 id="how-it-works-title" className="text-2xl font-bold text-gray-900 sm:text-3xl">
        {t("landing.steps.title")}
      </h2>
      <p className="mt-2 text-gray-700">{t("landing.steps.lead")}</p>
      <Tabs.Root defaultValue="surveys" className="mt-6">
        <Tabs.List aria-label={t("landing.steps.tabsLabel")} className="flex flex-wrap gap-2">
          {topics.map((topic) => (
            <Tabs.Trigger
              key={topic}
              value={topic}
              className="min-h-11 rounded-full border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
            >
              {t(`landing.steps.tabs.${topic}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {topics.map((topic) => (
          <Tabs.Content
            key={topic}
            value={topic}
            className="mt-6 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
          >
            <ol className="grid gap-4 md:grid-cols-3">
              {steps.map((step, index) => (
                <li key={step} className="flex gap-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <p className="text-gray-800">{t(`landing.steps.${topic}.${step}`)}</p>
                </li>
              ))}
            </ol>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
