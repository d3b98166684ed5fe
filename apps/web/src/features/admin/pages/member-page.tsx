import type { AdminMember } from "@rewards/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api-error";
import { toast } from "../../../lib/toast";
import {
  adminKey,
  memberEntriesQuery,
  memberQuery,
  memberSessionsQuery,
  setMemberSuspension,
  staffQuery,
} from "../api/admin-api";
import { Pager } from "../components/pager";
import { ConfirmDialog } from "../components/reason-dialog";
import { AdjustPoints } from "./member-adjust-points";

/** One member's account: profile, points history, sessions; suspend, reinstate and adjust points. */
export function MemberPage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation("admin");
  const member = useQuery(memberQuery(id));
  const staff = useQuery(staffQuery);

  if (member.isError) return <p role="alert">{t("layout.loadFailed")}</p>;
  if (!member.data) return null;
  const canAdjust = staff.data?.permissions.includes("points") ?? false;
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(i18n.language) : "—");
  const profile = member.data;

  return (
    <>
      <p>
        <Link to="/admin/members">{t("members.back")}</Link>
      </p>
      <h1>{profile.email}</h1>
      <dl className="adm-cards">
        <div className="adm-card">
          <dt>{t("members.balance")}</dt>
          <dd data-testid="admin-member-balance">{profile.balance.toLocaleString(i18n.language)}</dd>
        </div>
        <div className="adm-card">
          <dt>{t("members.status")}</dt>
          <dd data-testid="admin-member-status">
            {t(`members.statuses.${profile.suspended_at ? "suspended" : "active"}`)}
          </dd>
        </div>
        <div className="adm-card">
          <dt>{t("members.level")}</dt>
          <dd>{profile.level}</dd>
        </div>
      </dl>
      <section className="adm-panel" aria-labelledby="member-profile">
        <h2 id="member-profile">{t("members.profile")}</h2>
        <dl className="adm-details">
          <dt>{t("members.name")}</dt>
          <dd>{profile.name ?? "—"}</dd>
          <dt>{t("members.phone")}</dt>
          <dd>
            {profile.phone ?? "—"}
            {profile.phone && !profile.phone_confirmed && ` (${t("members.unconfirmed")})`}
          </dd>
          <dt>{t("members.market")}</dt>
          <dd>{profile.market}</dd>
          <dt>{t("members.roles")}</dt>
          <dd>{profile.roles.map((role) => t(`roles.${role}`)).join(", ")}</dd>
          <dt>{t("members.joined")}</dt>
          <dd>{date(profile.created_at)}</dd>
          <dt>{t("members.lastSeen")}</dt>
          <dd>{date(profile.last_seen_at)}</dd>
          <dt>{t("members.pointsExpire")}</dt>
          <dd>{date(profile.points_expire_at)}</dd>
          {profile.suspension_reason && (
            <>
              <dt>{t("members.suspensionReason")}</dt>
              <dd>{profile.suspension_reason}</dd>
            </>
          )}
        </dl>
        <Suspension member={profile} />
      </section>
      {canAdjust && <AdjustPoints member={profile} />}
      <PointHistory id={id} />
      <Sessions id={id} />
    </>
  );
}

function Suspension({ member }: { member: AdminMember }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const suspend = member.suspended_at === null;
  const change = useMutation({
    mutationFn: setMemberSuspension,
    onSuccess: (changed) => {
      toast.success(t(changed.suspended_at ? "members.suspended" : "members.reinstated"));
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: adminKey });
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : t("layout.loadFailed")),
  });
  const action = suspend ? "suspend" : "reinstate";
  return (
    <>
      <div className="adm-actions">
        <button type="button" className={`adm-btn${suspend ? " adm-btn-danger" : ""}`} onClick={() => setOpen(true)}>
          {t(`members.${action}.button`)}
        </button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(`members.${action}.title`)}
        description={t(`members.${action}.body`, { email: member.email })}
        confirmLabel={t(`members.${action}.button`)}
        withReason
        danger={suspend}
        busy={change.isPending}
        onConfirm={(reason) => change.mutate({ id: member.id, suspend, reason })}
      />
    </>
  );
}

function PointHistory({ id }: { id: string }) {
  const { t, i18n } = useTranslation("admin");
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get("page")) || 1);
  const entries = useQuery({ ...memberEntriesQuery(id, page), placeholderData: keepPreviousData });
  return (
    <div className="adm-panel">
      <h2>{t("members.history")}</h2>
      {entries.isError && <p role="alert">{t("layout.loadFailed")}</p>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, so the keyboard must reach it */}
      <section className="adm-table-wrap" tabIndex={0} aria-label={t("members.history")}>
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">{t("members.when")}</th>
              <th scope="col">{t("members.entryType")}</th>
              <th scope="col">{t("members.adjust.points")}</th>
              <th scope="col">{t("members.balanceAfter")}</th>
              <th scope="col">{t("members.note")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.data?.data.map((entry) => (
              <tr key={entry.id} data-testid="admin-member-entry">
                <td>{new Date(entry.created_at).toLocaleString(i18n.language)}</td>
                <td>{entry.type}</td>
                <td className="adm-num">{entry.point.toLocaleString(i18n.language)}</td>
                <td className="adm-num">{entry.balance_after.toLocaleString(i18n.language)}</td>
                <td>{entry.note ?? ""}</td>
              </tr>
            ))}
            {entries.data && entries.data.data.length === 0 && (
              <tr>
                <td colSpan={5} className="adm-muted">
                  {t("members.noEntries")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
      {entries.data && (
        <Pager
          page={entries.data.meta.page}
          totalPages={entries.data.meta.total_pages}
          total={entries.data.meta.total}
          onPage={(next) => setSearch({ page: String(next) })}
        />
      )}
    </div>
  );
}

function Sessions({ id }: { id: string }) {
  const { t, i18n } = useTranslation("admin");
  const sessions = useQuery(memberSessionsQuery(id));
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(i18n.language) : "—");
  return (
    <div className="adm-panel">
      <h2>{t("members.sessions")}</h2>
      {sessions.isError && <p role="alert">{t("layout.loadFailed")}</p>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, so the keyboard must reach it */}
      <section className="adm-table-wrap" tabIndex={0} aria-label={t("members.sessions")}>
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">{t("members.started")}</th>
              <th scope="col">{t("members.lastSeen")}</th>
              <th scope="col">{t("members.device")}</th>
              <th scope="col">{t("members.status")}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.data?.map((session) => (
              <tr key={session.id} data-testid="admin-member-session">
                <td>{date(session.created_at)}</td>
                <td>{date(session.last_seen_at)}</td>
                <td>{session.device_id ?? "—"}</td>
                <td>
                  {session.live
                    ? t("members.live")
                    : `${t("members.ended")} ${date(session.ended_at)}${session.ended_reason ? ` (${session.ended_reason})` : ""}`}
                </td>
              </tr>
            ))}
            {sessions.data && sessions.data.length === 0 && (
              <tr>
                <td colSpan={4} className="adm-muted">
                  {t("members.noSessions")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}
