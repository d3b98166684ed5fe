import { inviteeBonusPoints } from "@rewards/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { inviteCodeFromQuery, readInviteCode, rememberInviteCode } from "../../../shared/invite-code";
import { primaryAction } from "../components/link-styles";
import { PageHeading } from "../components/page-heading";
import { useFormatters } from "../use-formatters";

/**
 * Where a shared invitation link lands. The code is kept in the browser so that sign-up can fill it
 * in even if the visitor looks around first; without a code in the link, an earlier one still counts.
 * The offer shown is the visitor's own welcome bonus; what the friend who shared the link earns is a
 * per-market setting that only their signed-in Invite page states.
 */
export function InvitePage() {
  const { t } = useTranslation("public-site");
  const { number, gain } = useFormatters();
  const [search] = useSearchParams();
  const linkCode = inviteCodeFromQuery(search);
  const code = linkCode ?? readInviteCode();

  useEffect(() => {
    if (linkCode) rememberInviteCode(linkCode);
  }, [linkCode]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
      <PageHeading title={t("invite.title")} lead={t("invite.lead")} />
      <section
        aria-labelledby="invite-reward-title"
        className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6"
      >
        <p
          className="w-fit shrink-0 rounded-full bg-brand-700 px-5 py-2 text-3xl font-extrabold text-white sm:text-4xl"
          data-testid="invite-bonus"
        >
          {t("invite.reward.badge", { points: gain(inviteeBonusPoints) })}
        </p>
        <div>
          <h2 id="invite-reward-title" className="text-2xl font-bold text-gray-900">
            {t("invite.reward.title")}
          </h2>
          <p className="mt-2 text-gray-700">{t("invite.reward.text", { points: number(inviteeBonusPoints) })}</p>
        </div>
      </section>
      {code ? (
        <section aria-labelledby="invite-code-label" className="mt-8 rounded-3xl bg-brand-50 p-6 sm:p-8">
          <h2 id="invite-code-label" className="text-sm font-semibold uppercase tracking-wide text-gray-700">
            {t("invite.codeLabel")}
          </h2>
          <p className="mt-2 break-all font-mono text-3xl font-bold text-brand-700 sm:text-4xl">{code}</p>
          <p className="mt-3 text-gray-700">{t("invite.saved")}</p>
        </section>
      ) : (
        <section aria-labelledby="invite-missing-title" className="mt-8 rounded-3xl border border-brand-100 p-6">
          <h2 id="invite-missing-title" className="text-xl font-bold text-gray-900">
            {t("invite.missing.title")}
          </h2>
          <p className="mt-2 text-gray-700">{t("invite.missing.text")}</p>
        </section>
      )}
      <Link to={code ? `/sign-up?invite_code=${code}` : "/sign-up"} className={`mt-10 ${primaryAction}`}>
        {t(code ? "invite.signUp" : "actions.signUp")}
      </Link>
    </div>
  );
}
