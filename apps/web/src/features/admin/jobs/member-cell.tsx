import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** A member in a job list: their name (or 'no name'), and their email linking to their account. */
export function MemberCell({ member }: { member: { id: string; name: string; email: string } }) {
  const { t } = useTranslation("admin");
  return (
    <div className="min-w-40 wrap-anywhere">
      {member.name || t("jobs.noName")}
      <br />
      <Link to={`/admin/members/${member.id}`} className="adm-muted">
        {member.email}
      </Link>
    </div>
  );
}
