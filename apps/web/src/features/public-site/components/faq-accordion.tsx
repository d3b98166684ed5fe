import * as Accordion from "@radix-ui/react-accordion";
import { useTranslation } from "react-i18next";
import { faqTopics } from "../faq";
import { useOfferedSocialSignIns } from "../help/social-offered";

/** One answer open at a time; a long answer scrolls inside its 500px panel (spec section 9). */
export function FaqAccordion() {
  const { t, i18n } = useTranslation("public-site/help");
  // The account answer names social sign-in only when this server offers it.
  const providers = useOfferedSocialSignIns(i18n.language);
  const answer = (topic: (typeof faqTopics)[number]) =>
    topic === "account" && providers ? t("faq.account.answerWithSocial", { providers }) : t(`faq.${topic}.answer`);
  return (
    <Accordion.Root type="single" collapsible className="mt-10 divide-y divide-brand-100 border-y border-brand-100">
      {faqTopics.map((topic) => (
        <Accordion.Item key={topic} value={topic}>
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 py-4 text-start text-lg font-semibold text-gray-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
                {t(`faq.${topic}.question`)}
                <span
                  aria-hidden="true"
                  className="text-2xl leading-none text-brand-700 transition-transform group-data-[state=open]:rotate-45 motion-reduce:transition-none"
                >
                  +
                </span>
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          {/* Focusable so that a panel long enough to scroll can be scrolled from the keyboard. */}
          <Accordion.Content
            tabIndex={0}
            className="max-h-[500px] overflow-y-auto pb-5 text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <p>{answer(topic)}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
