import type { Application } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { readerTimeZone } from "../../../lib/time-zone";
import { timeline } from "../lib/application-view";

/** What happened to the application so far, oldest first; the automatic payment shows as expected. */
export function Timeline({ application }: { application: Application }) {
  const { t, i18n } = useTranslation("job-posts");
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: readerTimeZone(),
  });
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-gray-900">{t("timeline.title")}</h4>
      <ol className="mt-2 space-y-2 border-l-2 border-gray-200 pl-4" data-testid="timeline">
        {timeline(application).map((step) => (
          <li key={step.key} className="relative text-sm">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full ${step.expected ? "border-2 border-gray-400 bg-white" : "bg-brand-700"}`}
            />
            <span className={step.expected ? "text-gray-600" : "font-medium text-gray-900"}>
              {t(`timeline.${step.key}`)}
            </span>
            {step.at && <span className="ml-2 text-gray-600">{when.format(new Date(step.at))}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
