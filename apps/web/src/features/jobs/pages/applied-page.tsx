import type { ApplicationStatus } from "@rewards/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { InfiniteList } from "../../../components/ui/infinite-list";
import { formatDay, formatPoints } from "../../../lib/format";
import { ChatLink } from "../../../shared/chat";
import { applicationStatuses, applicationStatusParam, applicationsQuery } from "../api/jobs-api";
import { JobsHeader } from "../components/jobs-header";
import { StatusBadge } from "../components/status-badge";

/** `/home/flashjobs/applied`: the worker's applications (applied jobs), all or by status. */
export function AppliedPage() {
  const { t, i18n } = useTranslation("jobs");
  const [params, setParams] = useSearchParams();
  const status = applicationStatusParam(params.get("status"));
  const query = useInfiniteQuery(applicationsQuery(status));
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const choose = (next: ApplicationStatus | null) =>
    setParams(next ? new URLSearchParams({ status: next }) : new URLSearchParams(), { replace: true });

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-4 sm:py-6">
      <JobsHeader title={t("applied.title")} />
      {/* The statuses scroll sideways on a phone rather than widen the page. */}
      <div className="relative -mx-4 overflow-x-auto px-4">
        <fieldset className="w-max">
          <legend className="sr-only">{t("applied.byStatus")}</legend>
          <div className="flex gap-2 pb-1">
            {[null, ...applicationStatuses].map((value) => (
              <label
                key={value ?? "all"}
                className={`relative shrink-0 cursor-pointer rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
                  status === value ? "bg-brand-700 text-white" : "border border-gray-200 bg-white text-gray-800"
                }`}
              >
                <input
                  type="radio"
                  name="status"
                  checked={status === value}
                  onChange={() => choose(value)}
                  className="sr-only"
                />
                {value ? t(`status.${value}`) : t("applied.all")}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <section aria-label={t("applied.title")} className="space-y-3">
        <InfiniteList
          ns="jobs"
          query={query}
          items={items}
          emptyText={t("applied.empty")}
          className="grid gap-3 lg:grid-cols-2"
          itemClassName="relative"
          testId="applied-list"
        >
          {(item) => (
            <>
              <Link
                to={`/home/flashjobs/jobs/${encodeURIComponent(item.job_id)}`}
                data-testid="applied-job"
                className="block rounded-2xl border border-gray-100 bg-white p-4 shadow-sm hover:border-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <div className="flex items-start justify-between gap-3">
                  <h3 className="min-w-0 font-semibold break-words text-gray-900">{item.job_title}</h3>
                  <StatusBadge status={item.status} />
                </div>
                <p className="mt-1 text-sm text-gray-600">{item.client.name}</p>
                <p className="mt-2 text-sm text-gray-800">
                  {t("applied.offer", { points: formatPoints(item.offer_price, i18n.language) })}
                </p>
                <p className="mt-1 pr-28 text-xs text-gray-600">
                  {t("applied.sent", { date: formatDay(item.created_at, i18n.language) })}
                </p>
              </Link>
              {/* Beside the card's link, not inside it: one link may not hold another. */}
              <ChatLink
                applicationId={item.id}
                name={item.client.name}
                className={`${smallSecondaryButton} absolute right-4 bottom-3`}
              />
            </>
          )}
        </InfiniteList>
      </section>
    </div>
  );
}
