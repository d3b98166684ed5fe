import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/card";
import { formatPoints } from "../../../lib/format";
import { InviteeList } from "../../../shared/invitations";
import { inviteInfoQuery } from "../api/invite-api";
import { SharePanel } from "../components/share-panel";

/**
 * `/home/invite`: the member's code and share link, how an invitation pays, the friends invited
 * with where each stands, and what they brought in.
 */
export function InvitePage() {
  const { t, i18n } = useTranslation(["invite", "shared/invitations"]);
  const info = useQuery(inviteInfoQuery);
  const points = (value: number) => formatPoints(value, i18n.language);
  const data = info.data;

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-gray-900">{t("page.title")}</h1>
        {data && (
          <p className="mt-2 text-gray-700">
            {t("page.lead", { invitee: points(data.invitee_bonus), inviter: points(data.inviter_bonus) })}
          </p>
        )}
      </header>
      {info.isPending && (
        <div
          role="status"
          aria-label={t("list.loading", { ns: "shared/invitations" })}
          className="h-48 animate-pulse rounded-2xl bg-gray-100"
        />
      )}
      {info.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {t("page.failed")}
        </p>
      )}
      {data && (
        <>
          <SharePanel info={data} />
          <dl className="grid grid-cols-3 gap-3 text-center">
            {(
              [
                ["invited", String(data.invited)],
                ["rewarded", String(data.rewarded)],
                ["earned", points(data.points_earned)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-2xl border border-gray-100 bg-white p-3 shadow-sm">
                <dt className="text-xs text-gray-600 sm:text-sm">{t(`stats.${key}`)}</dt>
                <dd className="mt-1 text-xl font-bold text-gray-900 tabular-nums" data-testid={`invite-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <Card id="invite-how" title={t("how.title")}>
            <ol className="list-decimal space-y-2 pl-5 text-gray-700">
              <li>{t("how.share")}</li>
              <li>{t("how.join", { points: points(data.invitee_bonus) })}</li>
              <li>{t("how.survey", { points: points(data.inviter_bonus) })}</li>
            </ol>
            <p className="mt-4 text-sm text-gray-600">{t("how.rules", { count: data.daily_cap })}</p>
          </Card>
        </>
      )}
      <Card id="invite-friends" title={t("list.title", { ns: "shared/invitations" })}>
        <InviteeList />
      </Card>
    </div>
  );
}
