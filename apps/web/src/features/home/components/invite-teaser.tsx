import type { HomeData } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { secondaryButton } from "../../../components/ui/buttons";
import { formatPoints } from "../../../lib/format";

/** The member's invite code and what an invitation pays, leading to the invite screen. */
export function InviteTeaser({ invite }: { invite: HomeData["invite"] }) {
  const { t, i18n } = useTranslation("home");
  const points = (value: number) => formatPoints(value, i18n.language);
  return (
    <section aria-labelledby="home-invite-title" className="rounded-2xl bg-brand-50 p-5 sm:p-6">
      <h2 id="home-invite-title" className="text-lg font-bold text-gray-900">
        {t("invite.title")}
      </h2>
      <p className="mt-1 text-gray-700">
        {t("invite.lead", { inviter: points(invite.inviter_bonus), invitee: points(invite.invitee_bonus) })}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="font-mono text-2xl font-bold tracking-widest text-brand-800" data-testid="home-invite-code">
          {invite.code}
        </p>
        <Link to="/home/invite" className={secondaryButton}>
          {t("invite.open")}
        </Link>
      </div>
    </section>
  );
}
