import type { JobProfile } from "@rewards/contracts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { secondaryButton } from "../../../components/ui/buttons";
import { Card } from "../../../components/ui/card";
import { ShareIcon } from "../../../components/ui/icons";
import { ListState } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { ApiError } from "../../../lib/api-error";
import { formatDay, formatPoints } from "../../../lib/format";
import { sharePage } from "../../../lib/share";
import { toast } from "../../../lib/toast";
import { publicProfileQuery, workerReviewsQuery } from "../api/profile-api";
import { PortfolioItemCard } from "../components/portfolio-item-card";
import { ProfileAvatar } from "../components/profile-avatar";
import { ProfileSummary } from "../components/profile-summary";
import { Stars } from "../components/rating";
import { VideoResume } from "../components/video-resume";

/**
 * `/home/flashjobs/{id}`: a worker's public profile, the page a worker shares with clients: who they
 * are, rating and badges, skills, channels, achievements and what clients wrote.
 */
export function WorkerPage() {
  const { t, i18n } = useTranslation("flashjobs");
  const id = useParams().id ?? "";
  const profile = useQuery(publicProfileQuery(id));

  if (!profile.isSuccess) {
    const missing = profile.error instanceof ApiError && profile.error.status < 500;
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        <ListState
          ns="flashjobs"
          rows={1}
          rowClassName="h-64 rounded-2xl"
          empty={false}
          query={profile}
          message={missing ? t("noProfile") : undefined}
        />
      </div>
    );
  }
  const worker = profile.data;
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <section className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm sm:p-6">
        <ProfileSummary profile={worker} />
        <div className="mt-4 flex flex-wrap gap-2">
          <ShareButton worker={worker} />
        </div>
        {worker.description && <p className="mt-4 whitespace-pre-line text-gray-800">{worker.description}</p>}
        <Facts worker={worker} />
      </section>
      {worker.video && <VideoResume video={worker.video} editable={false} />}
      {worker.portfolio.length > 0 && (
        <section aria-labelledby="worker-portfolio" className="space-y-3">
          <h2 id="worker-portfolio" className="text-lg font-bold text-gray-900">
            {t("tabs.portfolio")}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {worker.portfolio.map((item) => (
              <PortfolioItemCard key={item.id} item={item} editable={false} />
            ))}
          </div>
        </section>
      )}
      {worker.skills.length > 0 && (
        <Card id="worker-skills" title={t("tabs.skills")}>
          <ul className="flex flex-wrap gap-2">
            {worker.skills.map((skill) => (
              <li key={skill.id} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                <span className="font-semibold">{skill.name}</span> · {t(`skills.levels.${skill.level}`)} ·{" "}
                {t("summary.years", { count: skill.experience_years })}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {worker.socials.length > 0 && (
        <Card id="worker-socials" title={t("tabs.socials")}>
          <ul className="grid gap-2 sm:grid-cols-2">
            {worker.socials.map((social) => (
              <li key={social.id}>
                <a
                  href={social.channel_url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="flex items-center justify-between rounded-xl border border-gray-200 px-3 py-2 hover:bg-gray-50"
                >
                  <span>
                    <span className="block text-xs text-gray-600">{t(`socials.types.${social.type}`)}</span>
                    <span className="font-semibold text-gray-900">@{social.username}</span>
                  </span>
                  <span className="text-sm text-gray-700">
                    {t("socials.followerCount", {
                      count: social.followers,
                      followers: formatPoints(social.followers, i18n.language),
                    })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {worker.achievements.length > 0 && (
        <Card id="worker-achievements" title={t("tabs.achievements")}>
          <ul className="space-y-3">
            {worker.achievements.map((item) => (
              <li key={item.id}>
                <p className="font-semibold text-gray-900">{item.title}</p>
                {item.detail && <p className="text-sm whitespace-pre-line text-gray-700">{item.detail}</p>}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Reviews workerId={worker.id} count={worker.review_count} />
    </div>
  );
}

function Facts({ worker }: { worker: JobProfile }) {
  const { t, i18n } = useTranslation("flashjobs");
  const languages = new Intl.DisplayNames([i18n.language], { type: "language" });
  const facts: [string, string][] = [];
  if (worker.language_codes.length > 0) {
    facts.push([t("basic.languages"), worker.language_codes.map((code) => languages.of(code) ?? code).join(", ")]);
  }
  if (worker.address) facts.push([t("basic.address"), worker.address]);
  if (worker.company) facts.push([t("basic.employees"), String(worker.company.employees)]);
  facts.push([t("facts.since"), formatDay(worker.created_at, i18n.language)]);
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-gray-600">{term}</dt>
          <dd className="font-medium text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Shares the profile's address with the spec's share messages. */
function ShareButton({ worker }: { worker: JobProfile }) {
  const { t } = useTranslation("flashjobs");
  const share = async () => {
    const url = new URL(`/home/flashjobs/${worker.id}`, window.location.origin).toString();
    const outcome = await sharePage(url, t("share.title", { name: worker.company?.name ?? worker.name }));
    if (outcome === "shared") toast.success(t("share.shared"));
    else if (outcome === "copied") toast.success(t("share.copied"));
    else if (outcome === "failed") toast.error(t("share.failed"));
  };
  return (
    <button type="button" onClick={() => void share()} className={secondaryButton}>
      <ShareIcon width={18} height={18} />
      {t("share.button")}
    </button>
  );
}

function Reviews({ workerId, count }: { workerId: string; count: number }) {
  const { t, i18n } = useTranslation("flashjobs");
  const reviews = useInfiniteQuery(workerReviewsQuery(workerId));
  const items = reviews.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Card id="worker-reviews" title={t("reviews.title", { count })}>
      {reviews.isPending && <div className="h-24 animate-pulse rounded-xl bg-gray-100" />}
      {reviews.isSuccess && items.length === 0 && <p className="text-gray-700">{t("reviews.empty")}</p>}
      <ul className="divide-y divide-gray-100">
        {items.map((review) => (
          <li key={review.id} className="flex gap-3 py-3" data-testid="worker-review">
            <ProfileAvatar name={review.reviewer.name} avatar={review.reviewer.avatar} size={40} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 text-sm">
                <span className="font-semibold text-gray-900">{review.reviewer.name}</span>
                <Stars value={review.rating} size={14} />
                <span className="sr-only">{t("reviews.rating", { rating: review.rating })}</span>
                <span className="text-gray-600">{formatDay(review.created_at, i18n.language)}</span>
              </p>
              <p className="mt-1 whitespace-pre-line text-gray-800">{review.content}</p>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={reviews.hasNextPage}
        fetching={reviews.isFetchingNextPage}
        fetchNextPage={() => void reviews.fetchNextPage()}
        label={t("reviews.more")}
        busyLabel={t("loading")}
      />
    </Card>
  );
}
