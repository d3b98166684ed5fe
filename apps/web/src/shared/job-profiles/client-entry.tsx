import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "../../components/ui/buttons";
import { clientProfileQuery } from "./own-profiles";

/**
 * The marketplace entry's way in for clients: a client goes to their job posts or posts a new job;
 * a member who is not one yet is offered to become one (the posts screen asks the one thing it takes).
 */
export function ClientEntry() {
  const { t } = useTranslation("shared/job-profiles");
  const profile = useQuery(clientProfileQuery);
  const isClient = profile.data?.status === true;
  return (
    <section
      aria-labelledby="client-entry-title"
      className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm sm:p-6"
      data-testid="client-entry"
    >
      <h2 id="client-entry-title" className="text-lg font-bold text-gray-900">
        {t("entry.title")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{isClient ? t("entry.leadClient") : t("entry.lead")}</p>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        {isClient ? (
          <>
            <Link to="/home/flashjobs/posts" className={primaryButton}>
              {t("entry.posts")}
            </Link>
            <Link to="/home/flashjobs/posts/new" className={secondaryButton}>
              {t("entry.new")}
            </Link>
          </>
        ) : (
          <Link to="/home/flashjobs/posts" className={secondaryButton}>
            {t("entry.become")}
          </Link>
        )}
      </div>
    </section>
  );
}
